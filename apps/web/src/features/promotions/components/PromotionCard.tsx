import type { PromotionItem } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDate } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { SanitizedHtml } from '../../../shared/ui/SanitizedHtml.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { claimPromotion, refreshPromotions } from '../api/promotions.ts';
import { usePromotionsT } from '../i18n/texts.ts';

const LOGIN_HERE = `/m/login?${new URLSearchParams({ next: '/m/activity' }).toString()}`;

function usePeriod(item: PromotionItem): string {
  const { t } = usePromotionsT();
  const language = useLanguage();
  const from = item.startsAt === null ? null : formatDate(item.startsAt, language);
  const to = item.endsAt === null ? null : formatDate(item.endsAt, language);
  if (from !== null && to !== null) return t('period.range', { from, to });
  if (from !== null) return t('period.from', { from });
  if (to !== null) return t('period.until', { to });
  return t('period.always');
}

/** What the promotion gives, in a line: "10% bonus · up to 1,000 · Wager 10× to withdraw". */
function useOffer(item: PromotionItem): string[] {
  const { t } = usePromotionsT();
  const currency = useCommonStore((state) => state.currency);
  // Isolated left to right, so the symbol stays beside its number in an Urdu sentence.
  const money = (amount: string) => `\u2066${formatMoney(amount, currency)}\u2069`;
  const parts: string[] = [];
  if (item.bonusRate !== null) parts.push(t('offer.rate', { rate: String(Number(item.bonusRate)) }));
  if (item.fixedBonus !== null) parts.push(t('offer.fixed', { amount: money(item.fixedBonus) }));
  if (item.maxBonus !== null) parts.push(t('offer.upTo', { amount: money(item.maxBonus) }));
  if (item.minDeposit !== null) parts.push(t('offer.minDeposit', { amount: money(item.minDeposit) }));
  if (item.kind !== 'INFO' && (item.bonusRate !== null || item.fixedBonus !== null)) {
    parts.push(item.wagerMultiple > 0 ? t('offer.wager', { times: item.wagerMultiple }) : t('offer.noWager'));
  }
  return parts;
}

function ClaimButton({ item }: { item: PromotionItem }): ReactElement {
  const { t } = usePromotionsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimPromotion(item.promoId),
    onSuccess: (value) =>
      showToast(t('action.claimedToast', { amount: formatMoney(value.amount, currency) }), 'success'),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    onSettled: () => Promise.all([refreshPromotions(client), refreshBalance(client)]),
  });
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={claim.isPending}
      onClick={() => claim.mutate()}
    >
      {claim.isPending ? t('action.claiming') : t('action.claim')}
    </button>
  );
}

/** The card's one action for the viewer: log in, claim, apply, deposit, or the state it is in. */
function Action({
  item,
  onApply,
}: {
  item: PromotionItem;
  onApply: (item: PromotionItem) => void;
}): ReactElement | null {
  const { t } = usePromotionsT();
  if (item.kind === 'INFO') return null;
  if (item.state === 'GUEST') {
    return (
      <Link className="button button--primary" to={LOGIN_HERE}>
        {t('action.login')}
      </Link>
    );
  }
  if (item.kind === 'APPLY' && (item.state === 'PENDING' || item.state === 'APPROVED')) {
    return (
      <p className={`promo__state promo__state--${item.state.toLowerCase()}`} role="status">
        {t(item.state === 'PENDING' ? 'action.pending' : 'action.approved')}
      </p>
    );
  }
  if (item.state === 'CLAIMED') {
    return <p className="promo__state promo__state--approved">{t('action.claimed')}</p>;
  }
  if (item.state === 'UNAVAILABLE') {
    return (
      <p className="promo__state" role="note">
        {item.reasonText ?? t('action.unavailable')}
      </p>
    );
  }
  if (item.kind === 'CLAIM') return <ClaimButton item={item} />;
  if (item.kind === 'DEPOSIT') {
    const to = `/m/voucherCenter?${new URLSearchParams({ promoId: item.promoId }).toString()}`;
    return (
      <Link className="button button--primary" to={to}>
        {t('action.deposit')}
      </Link>
    );
  }
  return (
    <>
      {item.state === 'REJECTED' && (
        <p className="promo__state promo__state--rejected">
          {t('action.rejected')}
          {item.reasonText !== null && <bdi> · {item.reasonText}</bdi>}
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => onApply(item)}>
        {item.state === 'REJECTED' ? t('action.applyAgain') : t('action.apply')}
      </button>
    </>
  );
}

/** One promotion: banner, title, period, what it gives, its rules (expandable) and its action. */
export function PromotionCard({
  item,
  onApply,
}: {
  item: PromotionItem;
  onApply: (item: PromotionItem) => void;
}): ReactElement {
  const { t } = usePromotionsT();
  const [open, setOpen] = useState(false);
  const rulesId = useId();
  const period = usePeriod(item);
  const offer = useOffer(item);
  return (
    <li className="promo card" data-promo={item.promoId}>
      <div className="promo__banner">
        {item.bannerUrl !== null && <img src={item.bannerUrl} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="promo__body">
        <h3 className="promo__title">
          <bdi>{item.title}</bdi>
        </h3>
        <p className="promo__meta">{period}</p>
        {offer.length > 0 && <p className="promo__offer">{offer.join(' · ')}</p>}
        <button
          type="button"
          className="promo__rules-toggle text-link"
          aria-expanded={open}
          aria-controls={rulesId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('rules.hide') : t('rules.show')}
        </button>
        <div id={rulesId} hidden={!open} className="promo__rules">
          {open &&
            (item.rulesHtml.trim() === '' ? (
              <p>{t('rules.empty')}</p>
            ) : (
              <SanitizedHtml html={item.rulesHtml} dir="auto" />
            ))}
        </div>
        <div className="promo__action">
          <Action item={item} onApply={onApply} />
        </div>
      </div>
    </li>
  );
}
