import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_MEMBER_PATHS,
  type OpsAdjustmentApproval,
  opsAdjustmentDecisionValue,
  opsApproveAdjustmentRequest,
  opsRejectAdjustmentRequest,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { formatAmount } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { contractRules, translatedField } from '../members/formRules.ts';
import { failureText } from '../screens/QueryState.tsx';

export interface Decision {
  readonly kind: 'approve' | 'reject';
  readonly approval: OpsAdjustmentApproval;
}

interface RemarkValues extends Record<string, unknown> {
  remark: string;
}

const approveRules = contractRules<RemarkValues>(opsApproveAdjustmentRequest, {
  remark: 'approvals.remarkInvalid',
});
const rejectRules = contractRules<RemarkValues>(opsRejectAdjustmentRequest, {
  remark: 'approvals.remarkRequired',
});

/**
 * Approving moves the money (a remark may go with it); rejecting must say why. A refusal (the
 * operator's own request, already decided, a debit the balance cannot cover) is shown as the
 * server says it, in the console's language.
 */
export function DecisionDialog({
  decision,
  onDone,
  onClose,
}: {
  decision: Decision;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const { kind, approval } = decision;
  const approving = kind === 'approve';
  const form = useForm<RemarkValues>({
    initialValues: { remark: '' },
    validate: approving ? approveRules : rejectRules,
  });
  const decide = useMutation({
    mutationFn: (remark: string) =>
      api.call(
        'POST',
        approving ? OPS_MEMBER_PATHS.approveAdjustment : OPS_MEMBER_PATHS.rejectAdjustment,
        opsAdjustmentDecisionValue,
        {
          params: { approvalId: approval.id },
          body: approving && remark === '' ? {} : { remark },
        },
      ),
    onSuccess: async (value) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['approvals'] }),
        queryClient.invalidateQueries({ queryKey: ['member', approval.memberId] }),
      ]);
      onDone(
        value.sumBalance === null
          ? t('approvals.rejected', { id: approval.id })
          : t('approvals.approved', {
              id: approval.id,
              name: isolate(approval.username),
              balance: isolate(formatAmount(value.sumBalance, i18n.language)),
            }),
      );
      onClose();
    },
  });
  const amount = formatAmount(approval.amount, i18n.language, { signed: true });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(approving ? 'approvals.approveTitle' : 'approvals.rejectTitle', { id: approval.id })}
    >
      <form noValidate onSubmit={form.onSubmit((values) => decide.mutate(values.remark.trim()))}>
        <Stack>
          {decide.isError && (
            <Alert color="red" role="alert">
              {failureText(decide.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text>
            {t('approvals.summary', {
              amount: isolate(amount),
              name: isolate(approval.username),
              by: isolate(approval.requestedBy),
              reason: isolate(approval.reason),
            })}
          </Text>
          <Textarea
            label={approving ? t('approvals.remarkOptional') : t('approvals.remark')}
            rows={3}
            maxLength={255}
            required={!approving}
            data-autofocus
            {...translatedField(form, 'remark', t)}
          />
          <DialogActions
            cancelLabel={t('member.cancel')}
            onCancel={onClose}
            confirmLabel={approving ? t('approvals.approve') : t('approvals.reject')}
            pending={decide.isPending}
            color={approving ? 'green' : 'red'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
