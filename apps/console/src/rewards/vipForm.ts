/** The VIP level form's values, checks and request: the server checks the same again. */
import type { OpsVipLevel, OpsVipLevelRequest } from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';

export interface VipFormValues {
  level: string;
  nameEn: string;
  nameUr: string;
  perksEn: string;
  perksUr: string;
  minValidBet: string;
  minDeposit: string;
  lifetime: boolean;
  periodDays: string;
  upgradeBonus: string;
  cashbackBps: string;
}

export const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const whole = (text: string, min: number, max: number) =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function emptyVipForm(nextLevel: number): VipFormValues {
  return {
    level: String(nextLevel),
    nameEn: '',
    nameUr: '',
    perksEn: '',
    perksUr: '',
    minValidBet: '0',
    minDeposit: '0',
    lifetime: true,
    periodDays: '30',
    upgradeBonus: '0',
    cashbackBps: '0',
  };
}

export function vipFormOf(level: OpsVipLevel): VipFormValues {
  return {
    level: String(level.level),
    nameEn: level.name.EN,
    nameUr: level.name.UR,
    perksEn: level.perks.EN,
    perksUr: level.perks.UR,
    minValidBet: level.minValidBet,
    minDeposit: level.minDeposit,
    lifetime: level.periodDays === null,
    periodDays: level.periodDays === null ? '30' : String(level.periodDays),
    upgradeBonus: level.upgradeBonus,
    cashbackBps: String(level.cashbackBps),
  };
}

/** Each wrong field's message key; `taken` are the levels that exist (a new one may not reuse one). */
export function vipFormErrors(
  values: VipFormValues,
  taken: readonly number[],
): Partial<Record<keyof VipFormValues, MessageKey>> {
  const errors: Partial<Record<keyof VipFormValues, MessageKey>> = {};
  if (!whole(values.level, 0, 50)) errors.level = 'vip.form.levelInvalid';
  else if (taken.includes(Number(values.level))) errors.level = 'vip.form.levelTaken';
  for (const field of ['nameEn', 'nameUr'] as const) {
    const text = values[field].trim();
    if (text === '' || text.length > 64) errors[field] = 'vip.form.required';
  }
  for (const field of ['perksEn', 'perksUr'] as const)
    if (values[field].trim().length > 256) errors[field] = 'vip.form.perksInvalid';
  for (const field of ['minValidBet', 'minDeposit', 'upgradeBonus'] as const)
    if (!AMOUNT.test(values[field].trim())) errors[field] = 'vip.form.amountInvalid';
  if (!values.lifetime && !whole(values.periodDays, 1, 3650)) errors.periodDays = 'vip.form.daysInvalid';
  if (!whole(values.cashbackBps, 0, 10_000)) errors.cashbackBps = 'vip.form.bpsInvalid';
  return errors;
}

export function vipRequestOf(values: VipFormValues): OpsVipLevelRequest {
  return {
    name: { EN: values.nameEn.trim(), UR: values.nameUr.trim() },
    perks: { EN: values.perksEn.trim(), UR: values.perksUr.trim() },
    minValidBet: values.minValidBet.trim(),
    minDeposit: values.minDeposit.trim(),
    periodDays: values.lifetime ? null : Number(values.periodDays),
    upgradeBonus: values.upgradeBonus.trim(),
    cashbackBps: Number(values.cashbackBps),
  };
}
