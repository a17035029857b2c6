import type { CurrencyFormat } from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import type { ReactElement, Ref } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { moneySign } from '../../../shared/format/moneySign.ts';
import { FieldFrame, useFieldInput } from '../../../shared/ui/fields/FieldFrame.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { filteredChange } from '../../../shared/ui/fields/filteredChange.ts';
import {
  type AmountLimits,
  type AmountProblem,
  amountProblem,
  normalizeAmount,
  presetEntry,
  sanitizeAmountInput,
} from '../model/amount.ts';

/** The translated message of an amount problem; bounds are shown in the merchant currency. */
export function amountProblemText(
  problem: AmountProblem,
  t: TFunction<'wallet'>,
  currency: CurrencyFormat,
): string {
  switch (problem.kind) {
    case 'belowMin':
      return t('amount.errors.belowMin', { min: `\u2066${formatMoney(problem.min, currency)}\u2069` });
    case 'aboveMax':
      return t('amount.errors.aboveMax', { max: `\u2066${formatMoney(problem.max, currency)}\u2069` });
    default:
      return t(`amount.errors.${problem.kind}`);
  }
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  limits: AmountLimits;
  currency: CurrencyFormat;
  /** Preset amounts as decimal strings (chips). */
  presets?: readonly string[];
  /** Withdrawals may not exceed it. */
  available?: string;
  /** Show the problem (after the first submit or once the player left the field). */
  showProblem: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

function hintText(limits: AmountLimits, t: TFunction<'wallet'>, currency: CurrencyFormat): string | null {
  // Isolates keep "Min 100 – Max 5,000" in reading order inside Urdu text.
  const money = (amount: string): string => `\u2066${formatMoney(amount, currency)}\u2069`;
  if (limits.min !== null && limits.max !== null)
    return t('amount.hintRange', { min: money(limits.min), max: money(limits.max) });
  if (limits.min !== null) return t('amount.hintMin', { min: money(limits.min) });
  if (limits.max !== null) return t('amount.hintMax', { max: money(limits.max) });
  return null;
}

/**
 * Money entry: keeps only what can be an amount (digits, one point, at most `scale` decimals) and
 * checks it as integer minor units, so no entry can produce a float error. Numbers stay
 * left-to-right inside Urdu.
 */
export function AmountField({
  value,
  onChange,
  limits,
  currency,
  presets = [],
  available,
  showProblem,
  inputRef,
}: Props): ReactElement {
  const { t } = useWalletT();
  const problem = amountProblem(value, limits, available);
  const error = showProblem && problem ? amountProblemText(problem, t, currency) : null;
  const hint = hintText(limits, t, currency);
  const input = useFieldInput({ hint, error });
  const current = normalizeAmount(value, limits.scale);
  return (
    <FieldFrame inputId={input.id} label={t('amount.label')} hint={hint} error={error} className="amount">
      {presets.length > 0 && (
        <div className="chips" role="group" aria-label={t('amount.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="chip"
              aria-pressed={current !== null && current === normalizeAmount(preset, limits.scale)}
              onClick={() => onChange(presetEntry(preset, limits.scale))}
            >
              <bdi>{formatMoney(preset, currency, { plain: true, whole: true })}</bdi>
            </button>
          ))}
        </div>
      )}
      <div className="field__row">
        {/* The formatter's mark, so the box reads like every amount around it. */}
        <span className="amount__symbol" aria-hidden="true">
          {moneySign(currency)}
        </span>
        <input
          {...input}
          ref={inputRef}
          name="amount"
          className="field__input amount__input"
          type="text"
          dir="ltr"
          inputMode={limits.scale > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          maxLength={20}
          onChange={filteredChange((typed) => sanitizeAmountInput(typed, limits.scale), onChange)}
        />
      </div>
    </FieldFrame>
  );
}
