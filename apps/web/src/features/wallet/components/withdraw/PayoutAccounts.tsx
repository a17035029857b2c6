import { type BankCard, PAYOUT_TYPES, type PayoutType, type WithdrawBank } from '@openlobby/contract/client';
import { type KeyboardEvent, type ReactElement, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useWalletT } from '../../i18n/texts.ts';
import { BankLogo } from '../cards/BankLogo.tsx';

interface Props {
  cards: readonly BankCard[];
  /** For the logos; may still be loading (badges then). */
  banks: readonly WithdrawBank[] | undefined;
  maxPerType: number;
  type: PayoutType;
  onTypeChange: (type: PayoutType) => void;
  cardId: string | null;
  onCardChange: (cardId: string) => void;
}

/** Where a bound account of this type is added, coming back to the withdraw screen. */
export function addPayoutPath(type: PayoutType): string {
  return `/m/member/bankCards?type=${type}&next=/m/withdraw`;
}

/**
 * The withdraw screen's payout tabs (platform reference): one tab per payout type, its bound
 * accounts as a single choice (logo, masked number, account name), and an add entry up to the cap.
 */
export function PayoutAccounts({
  cards,
  banks,
  maxPerType,
  type,
  onTypeChange,
  cardId,
  onCardChange,
}: Props): ReactElement {
  const { t } = useWalletT();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const ofType = cards.filter((card) => card.payoutType === type);
  const logoOf = (code: string) => banks?.find((bank) => bank.bankCode === code)?.logoUrl;

  /** Arrow keys move between tabs in reading order (reversed on screen in Urdu), Home and End jump. */
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const last = PAYOUT_TYPES.length - 1;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : step === undefined ? null : index + step;
    if (next === null) return;
    event.preventDefault();
    const wrapped = (next + PAYOUT_TYPES.length) % PAYOUT_TYPES.length;
    const target = PAYOUT_TYPES[wrapped];
    if (target === undefined) return;
    onTypeChange(target);
    tabs.current[wrapped]?.focus();
  };

  return (
    <div className="payout">
      <div className="payout__tabs" role="tablist" aria-label={t('payout.tabs')}>
        {PAYOUT_TYPES.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === type}
            aria-controls={`${id}-panel`}
            tabIndex={tab === type ? 0 : -1}
            className="payout__tab"
            onClick={() => onTypeChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`payout.${tab}`)}
          </button>
        ))}
      </div>
      <div className="payout__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${type}`}>
        <p className="wallet__muted">{t('payout.count', { count: ofType.length, cap: maxPerType })}</p>
        {ofType.length === 0 ? (
          <p className="wallet__muted">{t(type === 'bank' ? 'payout.emptyBank' : 'payout.emptyEwallet')}</p>
        ) : (
          <fieldset className="payout__cards">
            <legend className="visually-hidden">{t('withdraw.card')}</legend>
            {ofType.map((card) => (
              <label key={card.cardId} className="payout__card" data-checked={card.cardId === cardId}>
                <input
                  type="radio"
                  className="payout__radio"
                  name={`${id}-card`}
                  value={card.cardId}
                  checked={card.cardId === cardId}
                  onChange={() => onCardChange(card.cardId)}
                />
                <BankLogo code={card.bankCode} name={card.bankName} logoUrl={logoOf(card.bankCode)} />
                <span className="payout__text">
                  <span className="payout__name">{card.bankName}</span>{' '}
                  {/* A line of its own: wrapped beside the bank's name, Urdu split the number in two. */}
                  <bdi dir="ltr" className="payout__number">
                    {card.maskedNumber}
                  </bdi>{' '}
                  <span className="wallet__muted">{card.accountName}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {ofType.length < maxPerType ? (
          <Link className="button button--ghost payout__add" to={addPayoutPath(type)}>
            {t(type === 'bank' ? 'payout.addBank' : 'payout.addEwallet')}
          </Link>
        ) : (
          <p className="wallet__muted" role="status">
            {t(type === 'bank' ? 'payout.capBank' : 'payout.capEwallet', { cap: maxPerType })}
          </p>
        )}
      </div>
    </div>
  );
}
