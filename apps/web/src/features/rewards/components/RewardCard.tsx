import type { RewardItem } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { refreshRewards } from '../../../shared/api/rewards.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { claimIssuedPromotion } from '../api/claimIssuedPromotion.ts';
import { useRewardsT } from '../i18n/texts.ts';

/** One claimable reward: amount, title, expiry, turnover note and its claim button. */
export function RewardCard({ reward }: { reward: RewardItem }): ReactElement {
  const { t } = useRewardsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  const amount = formatMoney(reward.amount, currency);
  const claim = useMutation({
    mutationFn: () => claimIssuedPromotion(reward.rewardId),
    onSuccess: () => showToast(t('claimable.claimed', { amount }), 'success'),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    // Claimed, expired or refused: the list, the badge and the balance show the server's truth.
    onSettled: () => Promise.all([refreshRewards(client), refreshBalance(client)]),
  });
  return (
    <li className="reward card">
      <div className="reward__head">
        <h3 className="reward__title">
          <bdi>{reward.title}</bdi>
        </h3>
        <span className="reward__amount">
          <bdi>{amount}</bdi>
        </span>
      </div>
      <p className="reward__meta">
        {reward.expiresAt === null
          ? t('claimable.noExpiry')
          : t('claimable.expires', { time: formatDateTime(reward.expiresAt, language) })}
      </p>
      {reward.turnoverNote && (
        <p className="reward__meta">
          <bdi>{t('claimable.turnover', { note: reward.turnoverNote })}</bdi>
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={claim.isPending}
        aria-label={t('claimable.claimNamed', { title: reward.title })}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? t('claimable.claiming') : t('claimable.claim')}
      </button>
    </li>
  );
}
