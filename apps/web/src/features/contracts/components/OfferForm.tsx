import { type ContractKind, DIVIDEND_PERIODS, type DividendPeriod } from '@openlobby/contract/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { findDirectDownlines, offerContract, refreshContracts } from '../api/contracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { bpsOf, percentOf } from '../../../shared/format/percent.ts';

interface TierText {
  min: string;
  rate: string;
}
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The first thing wrong with the offer (in the order the form reads), or null. */
function problemOf(
  downline: { id: number } | null,
  tiers: readonly TierText[],
  maxBps: number,
): { key: 'pickDownline' | 'badAmount' | 'badRate' | 'order'; row?: number } | null {
  if (downline === null) return { key: 'pickDownline' };
  for (const [row, tier] of tiers.entries()) {
    if (!AMOUNT.test(tier.min.trim())) return { key: 'badAmount', row };
    const bps = bpsOf(tier.rate);
    if (bps === null || bps < 1 || bps > maxBps) return { key: 'badRate', row };
    if (row > 0 && Number(tier.min) <= Number(tiers[row - 1]?.min)) return { key: 'order', row };
  }
  return null;
}

/**
 * An upline's offer to one of its direct downlines: found by name, tiers from a team figure to a
 * rate (never above `maxBps`, the upline's own best rate; the server checks it too), and for a
 * dividend how often it settles.
 */
export function OfferForm({ kind, maxBps }: { kind: ContractKind; maxBps: number }): ReactElement {
  const { t } = useContractsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const prefix = useDeferredValue(search.trim());
  const [downline, setDownline] = useState<{ id: number; name: string } | null>(null);
  const [tiers, setTiers] = useState<TierText[]>([{ min: '0', rate: '' }]);
  const [period, setPeriod] = useState<DividendPeriod>('WEEKLY');
  const [shown, setShown] = useState<ReturnType<typeof problemOf>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['agentContracts', 'downlines', prefix],
    queryFn: ({ signal }) => findDirectDownlines(prefix, signal),
    placeholderData: keepPreviousData,
  });
  const offer = useMutation({
    mutationFn: () =>
      offerContract(kind, {
        downlineId: downline?.id ?? 0,
        period,
        tiers: tiers.map((tier) => ({ min: tier.min.trim(), bps: bpsOf(tier.rate) ?? 0 })),
      }),
    onSuccess: () => {
      showToast(t('offer.sent', { name: downline?.name ?? '' }), 'success');
      setDownline(null);
      setTiers([{ min: '0', rate: '' }]);
      setFailure(null);
    },
    onError: (error) => setFailure(errorText(error, language, shellT)),
    onSettled: () => refreshContracts(client),
  });
  const max = percentOf(maxBps);
  const dividend = kind === 'DIVIDEND';
  const rowError = (row: number, field: 'min' | 'rate'): string | undefined => {
    if (shown?.row !== row) return undefined;
    if (field === 'min' && (shown.key === 'badAmount' || shown.key === 'order'))
      return t(`offer.${shown.key}`);
    if (field === 'rate' && shown.key === 'badRate') return t('offer.badRate', { max });
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(downline, tiers, maxBps);
    setShown(problem);
    if (problem === null) offer.mutate();
  };
  const setTier = (row: number, change: Partial<TierText>) =>
    setTiers((all) => all.map((tier, i) => (i === row ? { ...tier, ...change } : tier)));

  return (
    <form
      className="contract card contract-offer"
      noValidate
      onSubmit={submit}
      aria-labelledby="contract-offer"
    >
      <h3 id="contract-offer" className="contract__title">
        {t('offer.title')}
      </h3>
      <TextField
        label={t('offer.search')}
        name="downline"
        value={search}
        onChange={setSearch}
        maxLength={32}
        error={shown?.key === 'pickDownline' ? t('offer.pickDownline') : undefined}
      />
      <fieldset className="contract-offer__downlines">
        <legend>{t('offer.results')}</legend>
        {found.data?.content.length === 0 && <p>{t('offer.none')}</p>}
        {found.data?.content.map((row) => (
          <label key={row.memberId} className="contract-offer__downline">
            <input
              type="radio"
              name="contract-downline"
              checked={downline?.id === row.memberId}
              onChange={() => setDownline({ id: row.memberId, name: row.username })}
            />
            <bdi>{row.username}</bdi>
          </label>
        ))}
      </fieldset>
      {downline !== null && (
        <p className="contract-offer__chosen">{t('offer.chosen', { name: downline.name })}</p>
      )}
      {tiers.map((tier, row) => (
        <fieldset key={row} className="contract-offer__tier">
          <legend>{t('offer.tier', { n: row + 1 })}</legend>
          <TextField
            label={dividend ? t('offer.minDividend') : t('offer.minSalary')}
            name={`tier-${row}-min`}
            value={tier.min}
            inputMode="decimal"
            maxLength={16}
            onChange={(min) => setTier(row, { min })}
            error={rowError(row, 'min')}
          />
          <TextField
            label={dividend ? t('offer.share') : t('offer.rate')}
            name={`tier-${row}-rate`}
            value={tier.rate}
            inputMode="decimal"
            maxLength={6}
            hint={t('offer.max', { max })}
            onChange={(rate) => setTier(row, { rate })}
            error={rowError(row, 'rate')}
          />
          {tiers.length > 1 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setTiers((all) => all.filter((_, i) => i !== row))}
            >
              {t('offer.removeTier', { n: row + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {tiers.length < 10 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setTiers((all) => [...all, { min: '', rate: '' }])}
        >
          {t('offer.addTier')}
        </button>
      )}
      {dividend && (
        <label className="contract-offer__period">
          <span>{t('offer.period')}</span>
          <select value={period} onChange={(event) => setPeriod(event.target.value as DividendPeriod)}>
            {DIVIDEND_PERIODS.map((code) => (
              <option key={code} value={code}>
                {t(`period.${code}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {failure !== null && (
        <p className="contract__warning" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={offer.isPending}>
        {t('offer.send')}
      </button>
    </form>
  );
}
