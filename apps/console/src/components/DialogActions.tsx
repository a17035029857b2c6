import { Button, Group, type MantineColor } from '@mantine/core';

/**
 * The row that ends every console dialog: Cancel, then the dialog's one action, both at the end of
 * the line (the left in Urdu). The action submits the dialog's form unless `onConfirm` is given,
 * and shows it is working while the request is on its way, so a second click sends nothing.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  pending,
  color,
  onConfirm,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  pending: boolean;
  /** Red for what takes something away or cannot be undone, green for approving. */
  color?: MantineColor | undefined;
  /** A dialog without a form: what the action does. */
  onConfirm?: (() => void) | undefined;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {onConfirm === undefined ? (
        <Button type="submit" color={color} loading={pending}>
          {confirmLabel}
        </Button>
      ) : (
        <Button color={color} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      )}
    </Group>
  );
}
