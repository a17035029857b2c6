import type { ProductRate, RebateProduct } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { refreshTeam, updateDownlineRebates } from '../api/team.ts';
import { useAgentsT } from '../i18n/texts.ts';
import { bpsOf, isolated, percentOf } from '../../../shared/format/percent.ts';

/**
 * A direct downline's rebate rate per product: a slider capped at my own rate and a percent input
 * beside it. A rate above mine is marked on its row and not sent (the server refuses it too).
 */
export function RateEditor({
  memberId,
  rates,
  myRates,
  editable,
}: {
  memberId: number;
  rates: readonly ProductRate[];
  myRates: readonly ProductRate[];
  editable: boolean;
}): ReactElement {
  const { t } = useAgentsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const mine = new Map(myRates.map((r) => [r.product, r.rateBps]));
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(rates.map((r) => [r.product, String(r.rateBps / 100)])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      updateDownlineRebates({
        memberId,
        rates: rates.map((r) => ({ product: r.product, rateBps: bpsOf(texts[r.product] ?? '') ?? 0 })),
      }),
    onSuccess: () => {
      setError(null);
      showToast(t('rates.saved'), 'success');
    },
    onError: (failure) => setError(errorText(failure, language, shellT)),
    onSettled: () => refreshTeam(client),
  });
  const above = (product: RebateProduct): boolean => {
    const bps = bpsOf(texts[product] ?? '');
    return bps !== null && bps > (mine.get(product) ?? 0);
  };
  const invalid = rates.some((r) => bpsOf(texts[r.product] ?? '') === null || above(r.product));
  return (
    <section className="card agent-rates" aria-labelledby="agent-rates-heading">
      <h2 id="agent-rates-heading" className="agents__heading">
        {t('rates.heading')}
      </h2>
      {!editable && <p className="agents__hint">{t('rates.notDirect')}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) save.mutate();
        }}
      >
        <ul className="agent-rates__list">
          {rates.map((r) => {
            const name = t(`rates.products.${r.product}`);
            const max = mine.get(r.product) ?? 0;
            const bps = bpsOf(texts[r.product] ?? '') ?? 0;
            const errorId = `agent-rate-error-${r.product}`;
            const label = t('rates.product', { product: name });
            return (
              <li key={r.product} className="agent-rates__row">
                <div className="agent-rates__head">
                  <span className="agent-rates__name">{name}</span>
                  <span className="agent-rates__mine">
                    {t('rates.mine', { rate: isolated(percentOf(max)) })}
                  </span>
                </div>
                <div className="agent-rates__controls">
                  <input
                    type="range"
                    min={0}
                    max={max}
                    step={1}
                    value={Math.min(bps, max)}
                    disabled={!editable || max === 0}
                    aria-label={label}
                    onChange={(event) =>
                      setTexts((prev) => ({ ...prev, [r.product]: String(Number(event.target.value) / 100) }))
                    }
                  />
                  <label className="agent-rates__input">
                    <input
                      type="text"
                      inputMode="decimal"
                      value={texts[r.product] ?? ''}
                      readOnly={!editable}
                      aria-label={`${label} (%)`}
                      aria-invalid={above(r.product)}
                      aria-describedby={above(r.product) ? errorId : undefined}
                      onChange={(event) => setTexts((prev) => ({ ...prev, [r.product]: event.target.value }))}
                    />
                    <span aria-hidden="true">%</span>
                  </label>
                </div>
                {above(r.product) && (
                  <p id={errorId} className="agents__error" role="alert">
                    {t('rates.above', { rate: isolated(percentOf(max)) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {error !== null && (
          <p className="agents__error" role="alert">
            {error}
          </p>
        )}
        {editable && (
          <button type="submit" className="button button--primary" disabled={invalid || save.isPending}>
            {save.isPending ? t('rates.saving') : t('rates.save')}
          </button>
        )}
      </form>
    </section>
  );
}
