import type { ClaimReferralRewardRequest, ReferralDetailsValue } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { claimReferralReward, refreshInvites } from '../api/referral.ts';
import { useInvitesT } from '../i18n/texts.ts';

/** Claims a reward; whatever the answer, the details, lists and balance show the server's truth. */
function useClaim() {
  const { t } = useInvitesT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimReferralRewardRequest) => claimReferralReward(body),
    onSuccess: (value) =>
      showToast(
        t('claimedToast', { amount: `\u2068${formatMoney(value.amount, currency)}\u2069` }),
        'success',
      ),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    onSettled: () => Promise.all([refreshInvites(client), refreshBalance(client)]),
  });
}

/** Income today, yesterday and ever; friends invited and qualified. */
export function Stats({ data }: { data: ReferralDetailsValue }): ReactElement {
  const { t } = useInvitesT();
  const currency = useCommonStore((state) => state.currency);
  const items = [
    ['today', formatMoney(data.today, currency)],
    ['yesterday', formatMoney(data.yesterday, currency)],
    ['total', formatMoney(data.total, currency)],
    ['invited', String(data.invited)],
    ['qualified', String(data.qualified)],
  ] as const;
  return (
    <section className="invites__stats card" aria-labelledby="invites-stats">
      <h2 id="invites-stats" className="invites__heading">
        {t('stats.heading')}
      </h2>
      <dl className="invites__grid">
        {items.map(([key, value]) => (
          <div key={key} className={`invites__stat invites__stat--${key}`}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The per-friend reward (when the operator pays one) and the milestones, each with its Claim. */
export function Rewards({ data }: { data: ReferralDetailsValue }): ReactElement {
  const { t } = useInvitesT();
  const currency = useCommonStore((state) => state.currency);
  const claim = useClaim();
  const money = (amount: string) => formatMoney(amount, currency);
  const paysFriends = !/^0+(\.0+)?$/.test(data.rules.friendReward);
  return (
    <>
      {paysFriends && (
        <section className="invites__friends card" aria-labelledby="invites-friends">
          <h2 id="invites-friends" className="invites__heading">
            {t('friends.heading')}
          </h2>
          <p className="invites__muted">{t('friends.each', { amount: money(data.rules.friendReward) })}</p>
          {data.friendRewards.count > 0 ? (
            <>
              <p>
                {t('friends.waiting', {
                  count: data.friendRewards.count,
                  amount: money(data.friendRewards.amount),
                })}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={!data.enabled || claim.isPending}
                onClick={() => claim.mutate({ kind: 'FRIEND' })}
              >
                {t('friends.claim', { amount: money(data.friendRewards.amount) })}
              </button>
            </>
          ) : (
            <p className="invites__muted">{t('friends.none')}</p>
          )}
        </section>
      )}
      <section className="invites__milestones card" aria-labelledby="invites-milestones">
        <h2 id="invites-milestones" className="invites__heading">
          {t('milestones.heading')}
        </h2>
        {data.milestones.length === 0 ? (
          <p className="invites__muted">{t('milestones.empty')}</p>
        ) : (
          <ol className="invites__list">
            {data.milestones.map((m) => {
              const target = t('milestones.target', { count: m.friends });
              const done = Math.min(data.qualified, m.friends);
              return (
                <li key={m.friends} className={`invites__milestone is-${m.state}`}>
                  <div className="invites__milestone-text">
                    <span className="invites__milestone-target">{target}</span>
                    <bdi className="invites__amount">{money(m.amount)}</bdi>
                    {m.state === 'locked' && (
                      <progress
                        className="invites__progress"
                        max={m.friends}
                        value={done}
                        aria-label={t('milestones.progress', { qualified: done, friends: m.friends })}
                      />
                    )}
                  </div>
                  {m.state === 'claimable' ? (
                    <button
                      type="button"
                      className="button button--primary button--small"
                      aria-label={t('milestones.claimNamed', { target })}
                      disabled={!data.enabled || claim.isPending}
                      onClick={() => claim.mutate({ kind: 'MILESTONE', friends: m.friends })}
                    >
                      {claim.isPending ? t('milestones.claiming') : t('milestones.claim')}
                    </button>
                  ) : (
                    <span className="invites__state">
                      {m.state === 'claimed'
                        ? t('milestones.claimed')
                        : t('milestones.progress', { qualified: done, friends: m.friends })}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </>
  );
}

/** The rule as the operator set it, in words. */
export function Rules({ data }: { data: ReferralDetailsValue }): ReactElement {
  const { t } = useInvitesT();
  const currency = useCommonStore((state) => state.currency);
  const money = (amount: string) => formatMoney(amount, currency);
  const set = (amount: string) => !/^0+(\.0+)?$/.test(amount);
  const { minFirstDeposit, minValidBet, friendReward } = data.rules;
  const lines = [
    t('rules.register'),
    ...(set(minFirstDeposit) ? [t('rules.deposit', { amount: money(minFirstDeposit) })] : []),
    ...(set(minValidBet) ? [t('rules.bets', { amount: money(minValidBet) })] : []),
    ...(!set(minFirstDeposit) && !set(minValidBet) ? [t('rules.anyone')] : []),
    ...(set(friendReward) ? [t('rules.reward', { amount: money(friendReward) })] : []),
    ...(data.milestones.length > 0 ? [t('rules.milestones')] : []),
    t('rules.privacy'),
  ];
  return (
    <section className="invites__rules card" aria-labelledby="invites-rules">
      <h2 id="invites-rules" className="invites__heading">
        {t('rules.heading')}
      </h2>
      <ul className="invites__bullets">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
