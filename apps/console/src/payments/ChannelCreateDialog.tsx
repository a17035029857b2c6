import { Alert, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEPOSIT_KINDS,
  type DepositKind,
  OPS_CHANNEL_PATHS,
  opsChannelAccountsValue,
  opsChannelCreateRequest,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../components/DialogActions.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { useConsole } from '../app/ConsoleContext.tsx';
import { translatedField } from '../members/formRules.ts';
import { failureText } from '../screens/QueryState.tsx';
import { decimalAbove } from '../settings/LimitsPanel.tsx';
import './channels.css';

interface CreateValues extends Record<string, unknown> {
  kind: DepositKind;
  name: string;
  channelId: string;
  logoUrl: string;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  sortOrder: string;
  enabled: boolean;
}

const shape = opsChannelCreateRequest.shape;
const fits = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** The request the form's values make (empty optional fields left out). */
export function createBody(values: CreateValues) {
  return {
    kind: values.kind,
    name: values.name.trim(),
    ...(values.channelId.trim() === '' ? {} : { channelId: values.channelId.trim() }),
    ...(values.logoUrl.trim() === '' ? {} : { logoUrl: values.logoUrl.trim() }),
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    feeRate: values.feeRate.trim() === '' ? '0' : values.feeRate.trim(),
    sortOrder: Number(values.sortOrder),
    enabled: values.enabled,
  };
}

/** Each wrong field's message, by the contract's schema of the request; the server checks again. */
export function createErrors(values: CreateValues): Partial<Record<keyof CreateValues & string, MessageKey>> {
  const body = createBody(values);
  const errors: Partial<Record<keyof CreateValues & string, MessageKey>> = {};
  const amount = (text: string) => fits(shape.minAmount, text) && /[1-9]/.test(text);
  if (!fits(shape.name, body.name)) errors.name = 'channels.nameInvalid';
  if (body.channelId !== undefined && !fits(shape.channelId, body.channelId))
    errors.channelId = 'channels.channelIdInvalid';
  if (body.logoUrl !== undefined && !fits(shape.logoUrl, body.logoUrl))
    errors.logoUrl = 'channels.logoUrlInvalid';
  if (!amount(body.minAmount)) errors.minAmount = 'channels.amountInvalid';
  if (!amount(body.maxAmount)) errors.maxAmount = 'channels.amountInvalid';
  if (
    errors.minAmount === undefined &&
    errors.maxAmount === undefined &&
    decimalAbove(body.minAmount, body.maxAmount)
  )
    errors.minAmount = 'channels.minAboveMax';
  if (!fits(shape.feeRate, body.feeRate)) errors.feeRate = 'channels.feeInvalid';
  if (!/^\d{1,5}$/.test(values.sortOrder.trim()) || !fits(shape.sortOrder, body.sortOrder))
    errors.sortOrder = 'channels.orderInvalid';
  return errors;
}

export const takesAccounts = (kind: string) => kind === 'manual' || kind === 'crypto';

/**
 * A new deposit channel (settings.manage): its kind, the name members see, an optional id (made
 * from the name by the server), logo, amounts, fee, order and whether it is offered. A bank transfer
 * or crypto channel goes on to its receiving accounts (`onCreated`), without which members do not see it.
 */
export function ChannelCreateDialog({
  onCreated,
  onClose,
}: {
  onCreated: (channel: { channelId: string; name: string; kind: DepositKind }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<CreateValues>({
    initialValues: {
      kind: 'manual',
      name: '',
      channelId: '',
      logoUrl: '',
      minAmount: '',
      maxAmount: '',
      feeRate: '0',
      sortOrder: '0',
      enabled: true,
    },
    validate: createErrors,
  });
  const create = useMutation({
    mutationFn: (values: CreateValues) =>
      api.call('POST', OPS_CHANNEL_PATHS.create, opsChannelAccountsValue, { body: createBody(values) }),
    onSuccess: async (value, values) => {
      await queryClient.invalidateQueries({ queryKey: ['ops-deposit-channels'] });
      onCreated({ channelId: value.channelId, name: values.name.trim(), kind: value.kind });
    },
  });
  const field = (name: keyof CreateValues & string) => translatedField(form, name, t);

  return (
    <Modal opened onClose={onClose} title={t('channels.newTitle')} size="lg">
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
        <Stack>
          {create.isError && (
            <Alert color="red" role="alert">
              {failureText(create.error, t('error.unexpected'))}
            </Alert>
          )}
          <Select
            label={t('channels.kind')}
            description={t('channels.kindHint')}
            allowDeselect={false}
            data={DEPOSIT_KINDS.map((kind) => ({ value: kind, label: t(`channels.kind.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <TextInput label={t('channels.name')} required data-autofocus {...field('name')} />
          <div className="channel-fields">
            <TextInput
              label={t('channels.channelId')}
              description={t('channels.channelIdHint')}
              dir="ltr"
              {...field('channelId')}
            />
            <TextInput label={t('channels.logoUrl')} dir="ltr" inputMode="url" {...field('logoUrl')} />
            <TextInput
              label={t('channels.col.min')}
              required
              dir="ltr"
              inputMode="decimal"
              {...field('minAmount')}
            />
            <TextInput
              label={t('channels.col.max')}
              required
              dir="ltr"
              inputMode="decimal"
              {...field('maxAmount')}
            />
            <TextInput label={t('channels.fee')} dir="ltr" inputMode="decimal" {...field('feeRate')} />
            <TextInput
              label={t('channels.col.order')}
              dir="ltr"
              inputMode="numeric"
              {...field('sortOrder')}
            />
          </div>
          <Switch label={t('channels.offered')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {takesAccounts(form.values.kind) && (
            <Text size="sm" c="dimmed">
              {t('channels.accountsNote')}
            </Text>
          )}
          <DialogActions
            cancelLabel={t('channels.cancel')}
            onCancel={onClose}
            confirmLabel={t('channels.create')}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
