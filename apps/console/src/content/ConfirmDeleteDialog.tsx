import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { opsContentIdValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('content.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
