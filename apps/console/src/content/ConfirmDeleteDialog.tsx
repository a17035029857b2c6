import { Alert, Modal, Stack, Text } from '@mantine/core';
import { opsContentIdValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';

/**
 * Asks before a piece of the lobby's content (a banner, a help entry, a download link, a
 * customer-service entry) is deleted: it leaves the lobby at once and cannot be brought back.
 */
export function ConfirmDeleteDialog({
  path,
  id,
  queryKey,
  title,
  question,
  deleted,
  onDone,
  onClose,
}: {
  /** The entry's /ops path with :id. */
  path: string;
  id: number;
  queryKey: readonly string[];
  title: string;
  question: string;
  deleted: string;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call('DELETE', path, opsContentIdValue, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      onDone(deleted);
    },
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {remove.isError && (
          <Alert color="red" role="alert">
            {failureText(remove.error, t('error.unexpected'))}
          </Alert>
        )}
        <Text>{question}</Text>
        <DialogActions
          cancelLabel={t('content.cancel')}
          onCancel={onClose}
          confirmLabel={t('content.delete')}
          pending={remove.isPending}
          color="red"
          onConfirm={() => remove.mutate()}
        />
      </Stack>
    </Modal>
  );
}
