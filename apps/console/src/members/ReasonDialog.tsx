import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogActions } from '../components/DialogActions.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';
import { contractRules, translatedField } from './formRules.ts';

interface ReasonValues extends Record<string, unknown> {
  reason: string;
}

/**
 * A confirmation that asks why (lock, unlock, ending sessions): the reason is checked by the
 * request's contract schema and goes into the member's audit history.
 */
export function ReasonDialog<T>({
  title,
  description,
  confirm,
  schema,
  optional = false,
  danger = false,
  send,
  onDone,
  onClose,
}: {
  title: string;
  description: string;
  confirm: string;
  /** The request's contract schema ({ reason }). */
  schema: z.ZodType;
  /** An empty reason is sent as none. */
  optional?: boolean;
  danger?: boolean;
  send: (reason: string | undefined) => Promise<T>;
  onDone: (value: T) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message: MessageKey = 'member.reasonRequired';
  const rules = contractRules<ReasonValues>(schema, { reason: message });
  const form = useForm<ReasonValues>({
    initialValues: { reason: '' },
    validate: (values) => (optional && values.reason.trim() === '' ? {} : rules(values)),
  });
  const action = useMutation({
    mutationFn: (reason: string | undefined) => send(reason),
    onSuccess: (value) => {
      onDone(value);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const reason = values.reason.trim();
          action.mutate(optional && reason === '' ? undefined : reason);
        })}
      >
        <Stack>
          {action.isError && (
            <Alert color="red" role="alert">
              {failureText(action.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text>{description}</Text>
          <Textarea
            label={optional ? t('member.reasonOptional') : t('member.reason')}
            rows={3}
            maxLength={255}
            data-autofocus
            required={!optional}
            {...translatedField(form, 'reason', t)}
          />
          <DialogActions
            cancelLabel={t('member.cancel')}
            onCancel={onClose}
            confirmLabel={confirm}
            pending={action.isPending}
            color={danger ? 'red' : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
}
