import { Alert, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_PATHS, type OpsMemberView, opsAdjustOutcome } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { formatAmount } from '../i18n/format.ts';
import { failureText } from '../screens/QueryState.tsx';
import { type AdjustValues, EMPTY_ADJUST, adjustBody, adjustRules, newRequestId } from './adjustForm.ts';
import { isolate } from './bidi.ts';
import { translatedField } from './formRules.ts';

export type AdjustOutcome = z.output<typeof opsAdjustOutcome>;

/**
 * Credits or debits the member's balance with a reason. Above the server's approval amount the
 * money does not move yet: the answer is a pending approval, which the dialog says plainly.
 */
export function AdjustDialog({
  view,
  onDone,
  onClose,
}: {
  view: OpsMemberView;
  onDone: (outcome: AdjustOutcome) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const memberId = view.profile.id;
  // One id for everything this dialog sends: a second press or a retry after a lost answer is the
  // same adjustment, which the server makes once.
  const [requestId] = useState(newRequestId);
  const form = useForm<AdjustValues>({ initialValues: EMPTY_ADJUST, validate: adjustRules });
  const adjust = useMutation({
    mutationFn: (values: AdjustValues) =>
      api.call('POST', OPS_PATHS.adjust, opsAdjustOutcome, {
        params: { memberId },
        body: adjustBody(values, requestId),
      }),
    onSuccess: async (outcome) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', memberId] }),
        queryClient.invalidateQueries({ queryKey: ['approvals'] }),
      ]);
      onDone(outcome);
      onClose();
    },
  });

  return (
    <Modal opened onClose={onClose} title={t('member.adjust.title', { name: view.profile.username })}>
      <form noValidate onSubmit={form.onSubmit((values) => adjust.mutate(values))}>
        <Stack>
          {adjust.isError && (
            <Alert color="red" role="alert">
              {failureText(adjust.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text size="sm">
            {t('member.adjust.current', {
              amount: isolate(
                formatAmount(view.balance.available, i18n.language, { currency: view.balance.currency }),
              ),
            })}
          </Text>
          <SegmentedControl
            aria-label={t('member.adjust.direction')}
            data={[
              { value: 'credit', label: t('member.adjust.credit') },
              { value: 'debit', label: t('member.adjust.debit') },
            ]}
            {...form.getInputProps('direction')}
          />
          <TextInput
            label={t('member.adjust.amount', { currency: view.balance.currency })}
            description={t('member.adjust.amountHelp')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
            required
            data-autofocus
            classNames={{ input: 'ltr-text' }}
            {...translatedField(form, 'amount', t)}
          />
          <Textarea
            label={t('member.reason')}
            description={t('member.adjust.reasonHelp')}
            rows={3}
            maxLength={255}
            required
            {...translatedField(form, 'reason', t)}
          />
          <Text size="sm" c="dimmed">
            {t('member.adjust.approvalNote')}
          </Text>
          <DialogActions
            cancelLabel={t('member.cancel')}
            onCancel={onClose}
            confirmLabel={t('member.adjust.submit')}
            pending={adjust.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
