import { Alert, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_MEMBER_PATHS,
  type OpsMemberView,
  type OpsUplineValue,
  opsMoveUplineRequest,
  opsUplineValue,
} from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { contractRules, translatedField } from './formRules.ts';

interface MoveValues extends Record<string, unknown> {
  uplineUsername: string;
  reason: string;
}

/**
 * Moves a member, with its whole team, under another upline. The server refuses a loop (an upline
 * in the member's own team) and says why; the reason goes into the member's audit history.
 */
export function MoveUplineDialog({
  view,
  onDone,
  onClose,
}: {
  view: OpsMemberView;
  onDone: (value: OpsUplineValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const form = useForm<MoveValues>({
    initialValues: { uplineUsername: view.team.upline?.username ?? '', reason: '' },
    validate: contractRules<MoveValues>(opsMoveUplineRequest, { reason: 'member.reasonRequired' }),
  });
  const move = useMutation({
    mutationFn: (values: MoveValues) =>
      api.call('POST', OPS_MEMBER_PATHS.upline, opsUplineValue, {
        params: { memberId: view.profile.id },
        body: { uplineUsername: values.uplineUsername.trim(), reason: values.reason.trim() },
      }),
    onSuccess: (value) => {
      onDone(value);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('member.moveUpline.title', { name: view.profile.username })}>
      <form noValidate onSubmit={form.onSubmit((values) => move.mutate(values))}>
        <Stack>
          {move.isError && (
            <Alert color="red" role="alert">
              {failureText(move.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text>{t('member.moveUpline.explain')}</Text>
          <TextInput
            label={t('member.moveUpline.upline')}
            dir="ltr"
            maxLength={64}
            data-autofocus
            {...form.getInputProps('uplineUsername')}
          />
          <Textarea
            label={t('member.reason')}
            rows={3}
            maxLength={255}
            required
            {...translatedField(form, 'reason', t)}
          />
          <DialogActions
            cancelLabel={t('member.cancel')}
            onCancel={onClose}
            confirmLabel={t('member.moveUpline.confirm')}
            pending={move.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
