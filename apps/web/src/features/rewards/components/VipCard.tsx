import type { PlayerRankProgressValue, VipProgressItem } from '@openlobby/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { readSessionInfo, writeStoredMember } from '../../../shared/session/sessionInfo.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { useRankProgress } from '../api/vipSignIn.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useRewardsT } from '../i18n/texts.ts';
import './VipSignIn.css';

/** The header's and member centre's "VIP <label>" follow the level the server just computed. */
function useLevelInHeader(level: number | undefined): void {
  useEffect(() => {
    if (level === undefined) return;
    const { memberInfo } = useCommonStore.getState();
    const label = String(level);
    if (memberInfo === null || memberInfo.clubLabelName === label) return;
    const next = { ...memberInfo, clubLabelName: label };
    const token = readSessionInfo()?.token;
    if (token) writeStoredMember(token, next);
    useCommonStore.setState({ memberInfo: next });
  }, [level]);
}

/** Upgrade bonuses this reading paid: a toast each, and the balance reloads. */
function usePaidToasts(data: PlayerRankProgressValue | undefined): void {
  const { t } = useRewardsT();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  useEffect(() => {
    if (data === undefined || data.paid.length === 0) return;
    for (const paid of data.paid) {
      showToast(
        t('vip.upgraded', { level: paid.level, amount: isolated(formatMoney(paid.amount, currency)) }),
        'success',
      );
    }
    void refreshBalance(client);
  }, [data, t, currency, client]);
}

function ProgressBar({ item }: { item: VipProgressItem }): ReactElement {
  const { t } = useRewardsT();
  const currency = useCommonStore((state) => state.currency);
  const required = Number(item.required);
  const percent = required <= 0 ? 100 : Math.min(100, Math.floor((Number(item.current) / required) * 100));
  const label = `${item.kind === 'VALID_BET' ? t('vip.validBet') : t('vip.deposit')} · ${
    item.periodDays === null ? t('vip.lifetime') : t('vip.lastDays', { count: item.periodDays })
  }`;
  const amounts = t('vip.of', {
    current: isolated(formatMoney(item.current, currency)),
    required: isolated(formatMoney(item.required, currency)),
  });
  return (
    <div className="vip__progress">
      <div className="vip__progress-text">
        <span>{label}</span>
        <span className="vip__progress-amounts">{amounts}</span>
      </div>
      <div
        className="vip__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={amounts}
      >
        <div className="vip__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function VipContent({ data }: { data: PlayerRankProgressValue }): ReactElement {
  const { t } = useRewardsT();
  const language = useLanguage();
  const rate = new Intl.NumberFormat(language === 'UR' ? 'ur-PK' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(data.current.cashbackBps / 10_000);
  return (
    <>
      <div className="vip__head">
        <span className="vip__badge">{t('vip.level', { level: data.current.level })}</span>
        <div className="vip__who">
          <p className="vip__caption">{t('vip.heading')}</p>
          <p className="vip__name">
            <bdi>{data.current.name}</bdi>
          </p>
        </div>
      </div>
      {data.next === null ? (
        <p className="vip__next">{t('vip.top')}</p>
      ) : (
        <>
          <p className="vip__next">{t('vip.next', { name: data.next.name, level: data.next.level })}</p>
          {data.progress.map((item) => (
            <ProgressBar key={item.kind} item={item} />
          ))}
        </>
      )}
      {(data.current.perks !== '' || data.current.cashbackBps > 0) && (
        <p className="vip__perks">
          <span className="vip__perks-title">{t('vip.perks')}: </span>
          {data.current.perks !== '' ? <bdi>{data.current.perks}</bdi> : t('vip.cashback', { rate })}
        </p>
      )}
    </>
  );
}

/** The reward centre's profile card: the member's VIP level, progress to the next, and perks. */
export function VipCard(): ReactElement {
  const { t } = useRewardsT();
  const progress = useRankProgress();
  useLevelInHeader(progress.data?.current.level);
  usePaidToasts(progress.data);
  return (
    <section className="vip card" aria-label={t('vip.heading')}>
      <LoadState query={progress}>{(data) => <VipContent data={data} />}</LoadState>
    </section>
  );
}
