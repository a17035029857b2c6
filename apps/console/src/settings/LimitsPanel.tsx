import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_SETTINGS_RULES_PATHS,
  type OpsSettingsValue,
  opsMoneyInput,
  opsSettingsValue,
} from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en.ts';
import { RulesSection } from './RulesSection.tsx';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

type Limits = OpsSettingsValue['limits'];
type LimitValues = { [K in keyof Limits]: string };

const MONEY: readonly (keyof Limits)[] = [
  'withdrawMin',
  'withdrawMax',
  'adjustApprovalAbove',
  'withdrawApprovalAbove',
];

const LABELS: Record<keyof Limits, MessageKey> = {
  withdrawMin: 'settings.withdrawMin',
  withdrawMax: 'settings.withdrawMax',
  withdrawDailyCount: 'settings.withdrawDailyCount',
  withdrawProcessingMinutes: 'settings.withdrawProcessingMinutes',
  adjustApprovalAbove: 'settings.adjustApprovalAbove',
  withdrawApprovalAbove: 'rules.withdrawApprovalAbove',
};
const ORDER: readonly (keyof Limits)[] = [
  'withdrawMin',
  'withdrawMax',
  'withdrawDailyCount',
  'withdrawProcessingMinutes',
  'withdrawApprovalAbove',
  'adjustApprovalAbove',
];

const wholeIn = (text: string, max: number) =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;
/** Decimal strings compared without floats: whole parts by length then digits, then the fractions. */
export function decimalAbove(a: string, b: string): boolean {
  const [aw = '0', af = ''] = a.trim().split('.');
  const [bw = '0', bf = ''] = b.trim().split('.');
  const aWhole = aw.replace(/^0+(?=\d)/, '');
  const bWhole = bw.replace(/^0+(?=\d)/, '');
  if (aWhole.length !== bWhole.length) return aWhole.length > bWhole.length;
  if (aWhole !== bWhole) return aWhole > bWhole;
  const width = Math.max(af.length, bf.length);
  return af.padEnd(width, '0') > bf.padEnd(width, '0');
}

/** Each field's message key when it is wrong; the server checks the same again. */
export function limitErrors(values: LimitValues): Partial<Record<keyof Limits, MessageKey>> {
  const errors: Partial<Record<keyof Limits, MessageKey>> = {};
  for (const field of MONEY)
    if (!opsMoneyInput.safeParse(values[field]).success) errors[field] = 'rules.money.invalid';
  if (!wholeIn(values.withdrawDailyCount, 100)) errors.withdrawDailyCount = 'rules.count.invalid';
  if (!wholeIn(values.withdrawProcessingMinutes, 10_080))
    errors.withdrawProcessingMinutes = 'rules.minutes.invalid';
  if (errors.withdrawMin === undefined && errors.withdrawMax === undefined) {
    if (!/[1-9]/.test(values.withdrawMin)) errors.withdrawMin = 'rules.money.invalid';
    else if (decimalAbove(values.withdrawMin, values.withdrawMax)) errors.withdrawMin = 'rules.minAboveMax';
  }
  return errors;
}

const asText = (limits: Limits): LimitValues => ({
  withdrawMin: limits.withdrawMin,
  withdrawMax: limits.withdrawMax,
  withdrawDailyCount: String(limits.withdrawDailyCount),
  withdrawProcessingMinutes: String(limits.withdrawProcessingMinutes),
  adjustApprovalAbove: limits.adjustApprovalAbove,
  withdrawApprovalAbove: limits.withdrawApprovalAbove,
});

/**
 * Withdrawal limits and the two second-approval amounts: the environment's until saved here, then
 * the merchant's own (the badge says which). Without settings.manage the fields are read-only.
 */
export function LimitsPanel({ value, manage }: { value: OpsSettingsValue; manage: boolean }) {
  const { t } = useTranslation();
  const form = useForm<LimitValues>({ initialValues: asText(value.limits), validate: limitErrors });
  const save = useSettingsSave(
    (api, values: LimitValues) =>
      api.call('PUT', OPS_SETTINGS_RULES_PATHS.limits, opsSettingsValue, {
        body: {
          ...values,
          withdrawDailyCount: Number(values.withdrawDailyCount),
          withdrawProcessingMinutes: Number(values.withdrawProcessingMinutes),
        },
      }),
    (saved) => {
      form.setValues(asText(saved.limits));
      form.resetDirty(asText(saved.limits));
    },
  );

  return (
    <RulesSection
      title={t('settings.limits')}
      saved={value.limitsSaved}
      manage={manage}
      saving={save.isPending}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
    >
      <div className="settings-fields">
        {ORDER.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(LABELS[field])}
              inputMode={MONEY.includes(field) ? 'decimal' : 'numeric'}
              dir="ltr"
              readOnly={!manage}
              {...props}
              error={typeof props.error === 'string' ? t(props.error as MessageKey) : undefined}
            />
          );
        })}
      </div>
      <SaveOutcome save={save} saved={t('rules.saved')} showSaved={!form.isDirty()} />
    </RulesSection>
  );
}
