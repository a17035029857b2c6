import { Alert, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AML_OUTCOMES,
  type AmlAlertStatus,
  type AmlAlertView,
  type AmlOutcome,
  OPS_AML_PATHS,
  amlAlertView,
} from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';

interface Values extends Record<string, unknown> {
  outcome: string;
  reason: string;
}

const TITLE = { OPEN: 'aml.reopenTitle', REVIEWING: 'aml.reviewTitle', CLOSED: 'aml.closeTitle' } as const;
const CONFIRM = { OPEN: 'aml.reopen', REVIEWING: 'aml.startReview', CLOSED: 'aml.close' } as const;

/** Moves an alert to `to` with a reason for the case log (and, closing it, the outcome). */
export function StatusDialog({
  alertId,
  to,
  onDone,
  onClose,
}: {
  alertId: number;
  to: AmlAlertStatus;
  onDone: (view: AmlAlertView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const closing = to === 'CLOSED';
  const form = useForm<Values>({
    initialValues: { outcome: '', reason: '' },
    validate: {
      outcome: (value) => (closing && value === '' ? t('aml.outcomeRequired') : null),
      reason: (value) => (value.trim() === '' || value.trim().length > 2000 ? t('aml.reasonRequired') : null),
    },
  });
  const send = useMutation({
    mutationFn: (values: Values) =>
      api.call('POST', OPS_AML_PATHS.status, amlAlertView, {
        params: { alertId },
        body: {
          status: to,
          reason: values.reason.trim(),
          ...(closing ? { outcome: values.outcome as AmlOutcome } : {}),
        },
      }),
    onSuccess: (view) => {
      onDone(view);
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(TITLE[to], { id: alertId })}
      closeButtonProps={{ 'aria-label': t('member.cancel') }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
        <Stack>
          {send.isError && (
            <Alert color="red" role="alert">
              {failureText(send.error, t('error.unexpected'))}
            </Alert>
          )}
          {closing && (
            <Select
              label={t('aml.outcome')}
              data={AML_OUTCOMES.map((o) => ({ value: o, label: t(`aml.outcome.${o}`) }))}
              withAsterisk
              {...form.getInputProps('outcome')}
            />
          )}
          <Textarea label={t('aml.reason')} rows={3} withAsterisk {...form.getInputProps('reason')} />
          <DialogActions
            cancelLabel={t('member.cancel')}
            onCancel={onClose}
            confirmLabel={t(CONFIRM[to])}
            pending={send.isPending}
            color={closing ? 'red' : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
}
