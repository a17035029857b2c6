import type { AmlAlert } from '@openlobby/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';

/** What made the rule fire, in words: the figures the monitor saw. */
export function factsText(alert: AmlAlert, t: TFunction, language: string): string {
  const money = (amount: string | undefined) =>
    isolate(formatAmount(amount ?? '0', language, { currency: alert.currency }));
  const { facts } = alert;
  switch (alert.rule) {
    case 'CDD_DEPOSITS':
    case 'CDD_WITHDRAWALS':
      return t('aml.facts.total', { total: money(facts.total), days: facts.days ?? 0 });
    case 'LOW_PLAY':
      return t('aml.facts.lowPlay', {
        deposit: money(facts.deposit),
        played: money(facts.played),
        withdrawal: money(facts.withdrawal),
      });
    case 'SHARED_ADDRESS':
    case 'SHARED_DEVICE':
      return t('aml.facts.shared', {
        count: facts.members?.length ?? 0,
        shared: isolate(facts.shared ?? ''),
        days: facts.days ?? 0,
      });
    case 'HIGH_RISK_COUNTRY':
      return t('aml.facts.countries', { countries: (facts.countries ?? []).join(', ') });
  }
}
