import { Alert, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_PAYMENT_PATHS,
  opsApproveRequest,
  opsDecisionValue,
  opsMarkPaidRequest,
  opsRejectRequest,
  opsWithdrawalDecisionValue,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { contractRules, translatedField } from '../members/formRules.ts';
import { failureText } from '../screens/QueryState.tsx';

/** What the operator is about to do, to which request, and the line that says what it is. */
export interface PaymentAction {
  readonly kind: 'confirmDeposit' | 'rejectDeposit' | 'approve' | 'reject' | 'paid';
  readonly id: string;
  readonly summary: string;
  /** A line under the summary (whether this is the first or the second of two approvals). */
  readonly note?: string;
}

interface TextValues extends Record<string, unknown> {
  text: string;
}

// The one field is checked by the field of the contract's request it becomes.
const rejectRules = contractRules<TextValues>(z.object({ text: opsRejectRequest.shape.remark }), {
  text: 'payments.reasonRequired',
});
const remarkRules = contractRules<TextValues>(z.object({ text: opsApproveRequest.shape.remark }), {
  text: 'payments.tooLong',
});
const referenceRules = contractRules<TextValues>(z.object({ text: opsMarkPaidRequest.shape.reference }), {
  text: 'payments.tooLong',
});

const SPEC: Record<
  PaymentAction['kind'],
  { title: MessageKey; button: MessageKey; field: MessageKey; color: string; path: string }
> = {
  confirmDeposit: {
    title: 'payments.confirmTitle',
    button: 'payments.confirm',
    field: 'payments.remarkOptional',
    color: 'green',
    path: OPS_PAYMENT_PATHS.approveDeposit,
  },
  rejectDeposit: {
    title: 'payments.rejectDepositTitle',
    button: 'payments.reject',
    field: 'payments.reason',
    color: 'red',
    path: OPS_PAYMENT_PATHS.rejectDeposit,
  },
  approve: {
    title: 'payments.approveTitle',
    button: 'payments.approve',
    field: 'payments.remarkOptional',
    color: 'green',
    path: OPS_PAYMENT_PATHS.approveWithdrawal,
  },
  reject: {
    title: 'payments.rejectTitle',
    button: 'payments.reject',
    field: 'payments.reason',
    color: 'red',
    path: OPS_PAYMENT_PATHS.rejectWithdrawal,
  },
  paid: {
    title: 'payments.paidTitle',
    button: 'payments.markPaid',
    field: 'payments.reference',
    color: 'blue',
    path: OPS_PAYMENT_PATHS.markWithdrawalPaid,
  },
};

const rejecting = (kind: PaymentAction['kind']) => kind === 'reject' || kind === 'rejectDeposit';

/**
 * Confirms one payment decision: a remark may go with an approval, a rejection must say why (the
 * member sees it), marking paid may carry the payout's reference. A refusal (already decided, the
 * same operator's second approval) is shown as the server says it, in the console's language.
 */
export function PaymentDialog({
  action,
  onDone,
  onClose,
}: {
  action: PaymentAction;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const spec = SPEC[action.kind];
  const form = useForm<TextValues>({
    initialValues: { text: '' },
    validate: rejecting(action.kind) ? rejectRules : action.kind === 'paid' ? referenceRules : remarkRules,
  });
  const decide = useMutation({
    mutationFn: async (text: string): Promise<MessageKey> => {
      const params = { id: action.id };
      if (action.kind === 'confirmDeposit' || action.kind === 'rejectDeposit') {
        await api.call('POST', spec.path, opsDecisionValue, {
          params,
          body: text === '' && action.kind === 'confirmDeposit' ? {} : { remark: text },
        });
        return action.kind === 'confirmDeposit' ? 'payments.done.confirmed' : 'payments.done.rejectedDeposit';
      }
      const body =
        action.kind === 'paid'
          ? text === ''
            ? {}
            : { reference: text }
          : text === ''
            ? {}
            : { remark: text };
      const value = await api.call('POST', spec.path, opsWithdrawalDecisionValue, { params, body });
      const stage = value.withdrawal.stage;
      return stage === 'pending' ? 'payments.done.approved' : `payments.done.${stage}`;
    },
    onSuccess: async (done) => {
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
      onDone(t(done, { id: action.id }));
      onClose();
    },
  });
  const Field = action.kind === 'paid' ? TextInput : Textarea;

  return (
    <Modal opened onClose={onClose} title={t(spec.title, { id: action.id })}>
      <form noValidate onSubmit={form.onSubmit((values) => decide.mutate(values.text.trim()))}>
        <Stack>
          {decide.isError && (
            <Alert color="red" role="alert">
              {failureText(decide.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text>{action.summary}</Text>
          {action.note !== undefined && (
            <Text size="sm" c="dimmed">
              {action.note}
            </Text>
          )}
          <Field
            label={t(spec.field)}
            required={rejecting(action.kind)}
            data-autofocus
            {...translatedField(form, 'text', t)}
          />
          <DialogActions
            cancelLabel={t('payments.cancel')}
            onCancel={onClose}
            confirmLabel={t(spec.button)}
            pending={decide.isPending}
            color={spec.color}
          />
        </Stack>
      </form>
    </Modal>
  );
}
