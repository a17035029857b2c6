import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the panel's last write did, until it is closed or the next one replaces it. */
export function DoneNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <Alert
      color="green"
      role="status"
      withCloseButton
      closeButtonLabel={t('content.preview.close')}
      onClose={onClose}
    >
      {notice}
    </Alert>
  );
}

/** A row's Edit and Delete (named for screen readers by the row), with any other action between them. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" aria-label={editLabel} onClick={onEdit}>
        {t('content.edit')}
      </Button>
      {children}
      <Button size="xs" variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        {t('content.delete')}
      </Button>
    </Group>
  );
}

/**
 * A titled item's actions: with content.manage Edit and Delete (and `children` between them),
 * else View (its phone preview) alone.
 */
export function ItemActions({
  title,
  manage,
  onView,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  manage: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!manage)
    return (
      <Button size="xs" variant="light" aria-label={t('content.viewOf', { title })} onClick={onView}>
        {t('content.view')}
      </Button>
    );
  return (
    <EditDeleteActions
      editLabel={t('content.editOf', { title })}
      deleteLabel={t('content.deleteOf', { title })}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {children}
    </EditDeleteActions>
  );
}

/** An entry's English title over its Urdu one (right to left), or a note that it has no Urdu. */
export function BilingualTitle({
  en,
  ur,
  weight,
  className = 'content-title-cell',
}: {
  en: string;
  /** null: no Urdu text. */
  ur: string | null;
  weight: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} className={className}>
      <Text size="sm" fw={weight} lang="en" dir="ltr">
        {en}
      </Text>
      {ur === null ? (
        <Text size="xs" c="dimmed">
          {t('content.noUrdu')}
        </Text>
      ) : (
        <Text size="sm" lang="ur" dir="rtl">
          {ur}
        </Text>
      )}
    </Stack>
  );
}
