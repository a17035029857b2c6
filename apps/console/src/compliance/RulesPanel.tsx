import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_AML_PATHS,
  type AmlSettingsInput,
  type AmlSettingsValue,
  amlSettingsValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { formatDateTime } from '../i18n/format.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { SaveOutcome } from '../settings/SaveOutcome.tsx';
import { AML_RULES_KEY } from './keys.ts';

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,4}$/;

/** The form holds text as typed; numbers are checked on saving. */
interface Values {
  cddDeposits: { enabled: boolean; amount: string; days: string };
  cddWithdrawals: { enabled: boolean; amount: string; days: string };
  lowPlay: { enabled: boolean; minDeposit: string; maxPlayPercent: string };
  sharedAddress: { enabled: boolean; accounts: string; days: string };
  sharedDevice: { enabled: boolean; accounts: string; days: string };
  highRiskCountry: { enabled: boolean; countries: string };
}

const valuesOf = (v: AmlSettingsValue): Values => ({
  cddDeposits: { ...v.cddDeposits, days: String(v.cddDeposits.days) },
  cddWithdrawals: { ...v.cddWithdrawals, days: String(v.cddWithdrawals.days) },
  lowPlay: { ...v.lowPlay, maxPlayPercent: String(v.lowPlay.maxPlayPercent) },
  sharedAddress: {
    ...v.sharedAddress,
    accounts: String(v.sharedAddress.accounts),
    days: String(v.sharedAddress.days),
  },
  sharedDevice: {
    ...v.sharedDevice,
    accounts: String(v.sharedDevice.accounts),
    days: String(v.sharedDevice.days),
  },
  highRiskCountry: { enabled: v.highRiskCountry.enabled, countries: v.highRiskCountry.countries.join(', ') },
});

const inRange = (text: string, min: number, max: number) =>
  WHOLE.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const countriesOf = (text: string) =>
  text
    .split(/[\s,،]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

type Field = {
  key: string;
  label: MessageKey;
  check: (text: string) => boolean;
  error: MessageKey;
  numeric: boolean;
};
const AMOUNT_FIELD = (key: string, label: MessageKey): Field => ({
  key,
  label,
  check: (text) => AMOUNT.test(text.trim()),
  error: 'aml.rules.amountInvalid',
  numeric: false,
});
const DAYS: Field = {
  key: 'days',
  label: 'aml.rules.days',
  check: (text) => inRange(text, 1, 365),
  error: 'aml.rules.daysInvalid',
  numeric: true,
};
const ACCOUNTS: Field = {
  key: 'accounts',
  label: 'aml.rules.accounts',
  check: (text) => inRange(text, 2, 1000),
  error: 'aml.rules.accountsInvalid',
  numeric: true,
};
const RULES: readonly { id: Exclude<keyof Values, 'highRiskCountry'>; fields: readonly Field[] }[] = [
  { id: 'cddDeposits', fields: [AMOUNT_FIELD('amount', 'aml.rules.amount'), DAYS] },
  { id: 'cddWithdrawals', fields: [AMOUNT_FIELD('amount', 'aml.rules.amount'), DAYS] },
  {
    id: 'lowPlay',
    fields: [
      AMOUNT_FIELD('minDeposit', 'aml.rules.minDeposit'),
      {
        key: 'maxPlayPercent',
        label: 'aml.rules.maxPlayPercent',
        check: (text) => inRange(text, 1, 1000),
        error: 'aml.rules.percentInvalid',
        numeric: true,
      },
    ],
  },
  { id: 'sharedAddress', fields: [ACCOUNTS, DAYS] },
  { id: 'sharedDevice', fields: [ACCOUNTS, DAYS] },
];

function RulesForm({ value, manage }: { value: AmlSettingsValue; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(value) });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body: AmlSettingsInput = {
        cddDeposits: {
          enabled: v.cddDeposits.enabled,
          amount: v.cddDeposits.amount.trim(),
          days: Number(v.cddDeposits.days),
        },
        cddWithdrawals: {
          enabled: v.cddWithdrawals.enabled,
          amount: v.cddWithdrawals.amount.trim(),
          days: Number(v.cddWithdrawals.days),
        },
        lowPlay: {
          enabled: v.lowPlay.enabled,
          minDeposit: v.lowPlay.minDeposit.trim(),
          maxPlayPercent: Number(v.lowPlay.maxPlayPercent),
        },
        sharedAddress: {
          enabled: v.sharedAddress.enabled,
          accounts: Number(v.sharedAddress.accounts),
          days: Number(v.sharedAddress.days),
        },
        sharedDevice: {
          enabled: v.sharedDevice.enabled,
          accounts: Number(v.sharedDevice.accounts),
          days: Number(v.sharedDevice.days),
        },
        highRiskCountry: {
          enabled: v.highRiskCountry.enabled,
          countries: countriesOf(v.highRiskCountry.countries),
        },
      };
      return api.call('PUT', OPS_AML_PATHS.settings, amlSettingsValue, { body });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(AML_RULES_KEY, saved);
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
    },
  });
  const submit = form.onSubmit((v) => {
    let wrong = false;
    for (const rule of RULES) {
      const values = v[rule.id] as unknown as Record<string, string>;
      for (const field of rule.fields) {
        if (!field.check(values[field.key] ?? '')) {
          form.setFieldError(`${rule.id}.${field.key}`, t(field.error));
          wrong = true;
        }
      }
    }
    const codes = countriesOf(v.highRiskCountry.countries);
    if (codes.some((code) => !/^[A-Z]{2}$/.test(code)) || new Set(codes).size !== codes.length) {
      form.setFieldError('highRiskCountry.countries', t('aml.rules.countriesInvalid'));
      wrong = true;
    }
    if (!wrong) save.mutate(v);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('compliance.tab.rules')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('aml.rules.intro', { currency: value.currency })}
        </Text>
        <Text size="xs" c="dimmed">
          {value.updatedBy === null || value.updatedAt === null
            ? t('aml.rules.defaults')
            : t('aml.rules.lastSaved', {
                by: value.updatedBy,
                at: formatDateTime(value.updatedAt, i18n.language),
              })}
        </Text>
        <SaveOutcome save={save} saved={t('aml.rules.saved')} showSaved={!form.isDirty()} />
        {RULES.map((rule) => (
          <Paper
            key={rule.id}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={t(`aml.rules.${rule.id}`)}
          >
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t(`aml.rules.${rule.id}`)}
              </Title>
              <Switch
                label={t('aml.rules.enabled')}
                aria-label={`${t(`aml.rules.${rule.id}`)}: ${t('aml.rules.enabled')}`}
                disabled={!manage}
                {...form.getInputProps(`${rule.id}.enabled`, { type: 'checkbox' })}
              />
              <Group align="flex-start">
                {rule.fields.map((field) => (
                  <TextInput
                    key={field.key}
                    label={t(field.label)}
                    aria-label={`${t(`aml.rules.${rule.id}`)}: ${t(field.label)}`}
                    inputMode={field.numeric ? 'numeric' : 'decimal'}
                    dir="ltr"
                    readOnly={!manage}
                    w={220}
                    {...form.getInputProps(`${rule.id}.${field.key}`)}
                  />
                ))}
              </Group>
            </Stack>
          </Paper>
        ))}
        <Paper withBorder p="md" radius="md" component="fieldset" aria-label={t('aml.rules.highRiskCountry')}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('aml.rules.highRiskCountry')}
            </Title>
            <Switch
              label={t('aml.rules.enabled')}
              aria-label={`${t('aml.rules.highRiskCountry')}: ${t('aml.rules.enabled')}`}
              disabled={!manage}
              {...form.getInputProps('highRiskCountry.enabled', { type: 'checkbox' })}
            />
            <TextInput
              label={t('aml.rules.countries')}
              dir="ltr"
              readOnly={!manage}
              maw={480}
              {...form.getInputProps('highRiskCountry.countries')}
            />
          </Stack>
        </Paper>
        {manage && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('aml.rules.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The AML rules' thresholds: seen with compliance.read, saved (audited) with compliance.manage. */
export function RulesPanel({ manage }: { manage: boolean }) {
  const { api } = useConsole();
  const rules = useQuery({
    queryKey: AML_RULES_KEY,
    queryFn: () => api.call('GET', OPS_AML_PATHS.settings, amlSettingsValue),
  });
  return <QueryState query={rules}>{(value) => <RulesForm value={value} manage={manage} />}</QueryState>;
}
