import { ActionIcon, Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTRACT_KINDS,
  CONTRACT_MAX_BPS,
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractTier,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  OPS_CONTRACT_PATHS,
  type OpsContract,
  opsContract,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { CONTRACTS_KEY } from './keys.ts';

interface OfferValues {
  downlineId: string;
  kind: ContractKind;
  period: DividendPeriod;
  tiers: { min: string; percent: string }[];
}

const MEMBER_ID = /^[1-9]\d{0,9}$/;
const THRESHOLD = /^\d{1,13}(\.\d{1,6})?$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.5" percent → 150 basis points, read from the text (no float); null when it is not 0 < p ≤ 100. */
export function percentToBps(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (match === null) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps >= 1 && bps <= CONTRACT_MAX_BPS ? bps : null;
}

const initialValues: OfferValues = {
  downlineId: '',
  kind: 'DAILY_SALARY',
  period: 'MONTHLY',
  tiers: [{ min: '', percent: '' }],
};

/**
 * A contract the house offers a top agent (no upline): the member, the kind, a dividend's period and
 * the tiers (threshold and percent). Checked here as the contract checks it before anything is sent;
 * the server refuses a member with an upline (CONTRACT_NOT_TOP_AGENT) or one with an open contract of
 * the kind (CONTRACT_EXISTS).
 */
export function OfferForm() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<OfferValues>({ initialValues });
  const offer = useMutation({
    mutationFn: (body: {
      downlineId: number;
      kind: ContractKind;
      period?: DividendPeriod;
      tiers: ContractTier[];
    }) => api.call('POST', OPS_CONTRACT_PATHS.offer, opsContract, { body }),
    onSuccess: async () => {
      form.setValues(initialValues);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
    },
  });
  const submit = form.onSubmit((values) => {
    let wrong = false;
    const downline = values.downlineId.trim();
    if (!MEMBER_ID.test(downline) || Number(downline) > 2_147_483_647) {
      form.setFieldError('downlineId', t('contracts.offer.downlineInvalid'));
      wrong = true;
    }
    const tiers: ContractTier[] = [];
    values.tiers.forEach((tier, i) => {
      const min = tier.min.trim();
      const previous = tiers[i - 1];
      if (!THRESHOLD.test(min) || (previous !== undefined && !(Number(min) > Number(previous.min)))) {
        form.setFieldError(`tiers.${i}.min`, t('contracts.offer.minInvalid'));
        wrong = true;
      }
      const bps = percentToBps(tier.percent);
      if (bps === null) {
        form.setFieldError(`tiers.${i}.percent`, t('contracts.offer.percentInvalid'));
        wrong = true;
      }
      tiers.push({ min, bps: bps ?? 0 });
    });
    if (wrong) return;
    offer.mutate({
      downlineId: Number(downline),
      kind: values.kind,
      ...(values.kind === 'DIVIDEND' ? { period: values.period } : {}),
      tiers,
    });
  });
  const sent: OpsContract | undefined = offer.data;
  const minLabel =
    form.values.kind === 'DIVIDEND' ? t('contracts.offer.minNetLoss') : t('contracts.offer.minVolume');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="contracts-offer-title">
      <Stack>
        <Title order={3} size="h4" id="contracts-offer-title">
          {t('contracts.offer.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contracts.offer.explain')}
        </Text>
        {offer.isError && (
          <Alert color="red" role="alert">
            {failureText(offer.error, t('error.unexpected'))}
          </Alert>
        )}
        {offer.isSuccess && sent !== undefined && (
          <Alert color="green" role="status">
            {t('contracts.offer.sent', { id: sent.contractId, name: sent.downline.username })}
          </Alert>
        )}
        <Group align="flex-start">
          <TextInput
            label={t('contracts.offer.downline')}
            inputMode="numeric"
            dir="ltr"
            w={200}
            {...form.getInputProps('downlineId')}
          />
          <Select
            label={t('contracts.offer.kind')}
            data={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kind.${kind}`) }))}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('kind')}
          />
          {form.values.kind === 'DIVIDEND' && (
            <Select
              label={t('contracts.offer.period')}
              data={DIVIDEND_PERIODS.map((period) => ({
                value: period,
                label: t(`contracts.period.${period}`),
              }))}
              allowDeselect={false}
              w={200}
              {...form.getInputProps('period')}
            />
          )}
        </Group>
        <Text fw={500} size="sm">
          {t('contracts.offer.tiers')}
        </Text>
        {form.values.tiers.map((_, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <TextInput
              label={minLabel}
              aria-label={t('contracts.offer.minNamed', { n: i + 1 })}
              inputMode="decimal"
              dir="ltr"
              w={220}
              {...form.getInputProps(`tiers.${i}.min`)}
            />
            <TextInput
              label={t('contracts.offer.percent')}
              aria-label={t('contracts.offer.percentNamed', { n: i + 1 })}
              inputMode="decimal"
              dir="ltr"
              w={140}
              {...form.getInputProps(`tiers.${i}.percent`)}
            />
            {form.values.tiers.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={t('contracts.offer.removeTier', { n: i + 1 })}
                onClick={() => form.removeListItem('tiers', i)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group>
          {form.values.tiers.length < CONTRACT_MAX_TIERS && (
            <Button variant="default" onClick={() => form.insertListItem('tiers', { min: '', percent: '' })}>
              {t('contracts.offer.addTier')}
            </Button>
          )}
          <Button type="submit" loading={offer.isPending}>
            {t('contracts.offer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
