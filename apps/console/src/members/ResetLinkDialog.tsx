import { Alert, Modal, Stack, Text } from '@mantine/core';
import { OPS_MEMBER_PATHS, type OpsMemberView, opsResetLinkValue } from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';

/** E-mails the member a single-use password reset link, after the operator confirms. */
export function ResetLinkDialog({
  view,
  onDone,
  onClose,
}: {
  view: OpsMemberView;
  onDone: (sentTo: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const send = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_MEMBER_PATHS.resetLink, opsResetLinkValue, {
        params: { memberId: view.profile.id },
      }),
    onSuccess: (value) => {
      onDone(value.sentTo);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('member.resetLinkTitle', { name: view.profile.username })}>
      <Stack>
        {send.isError && (
          <Alert color="red" role="alert">
            {failureText(send.error, t('error.unexpected'))}
          </Alert>
        )}
        <Text>{t('member.resetLinkExplain')}</Text>
        <DialogActions
          cancelLabel={t('member.cancel')}
          onCancel={onClose}
          confirmLabel={t('member.resetLinkSend')}
          pending={send.isPending}
          onConfirm={() => send.mutate()}
        />
      </Stack>
    </Modal>
  );
}
