import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OPS_MESSAGING_PATHS, type OpsAnnouncement, opsAnnouncementValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { titleOf } from './contentForm.ts';

/** Asks before an item is deleted: it leaves the lobby at once and cannot be brought back. */
export function DeleteDialog({
  item,
  onDone,
  onClose,
}: {
  item: OpsAnnouncement;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const title = titleOf(item, i18n.language);
  const remove = useMutation({
    mutationFn: () =>
      api.call('DELETE', OPS_MESSAGING_PATHS.announcement, opsAnnouncementValue, { params: { id: item.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ops-content'] });
      onDone(t('content.deleted', { title }));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('content.deleteTitle')}>
      <Stack>
        {remove.isError && (
          <Alert color="red" role="alert">
            {failureText(remove.error, t('error.unexpected'))}
          </Alert>
        )}
        <Text>{t('content.deleteConfirm', { title })}</Text>
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
