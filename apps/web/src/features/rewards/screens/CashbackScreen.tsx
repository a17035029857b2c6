import type {
  ClaimableRebatePeriod,
  ClaimableRebateValue,
  RebateHistoryRange,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDateTime, formatDay } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { claimRebate, refreshCashback, useClaimableRebate, useRebateHistory } from '../api/rebates.ts';
import { CashbackLines, useRate } from '../components/CashbackLines.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { isolated } from '../../../shared/format/percent.ts';
import '../components/rewards.css';
import '../components/Cashback.css';
import { useRewardsT } from '../i18n/texts.ts';

type Tab = 'claimable' | 'history';

function PeriodCard({ period, minimum }: { period: ClaimableRebatePeriod; minimum: string }): ReactElement {
  const { t } = useRewardsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const client = useQueryClient();
  const day = formatDay(period.period, language);
  const claim = useMutation({
    mutationFn: () => claimRebate(period.period),
    onSuccess: (value) =>
      showToast(t('cashback.claimed', { amount: isolated(formatMoney(value.amount, currency)) }), 'success'),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    // Paid, already paid or refused: both tabs and the balance show the server's truth.
    onSettled: () => Promise.all([refreshCashback(client), refreshBalance(client)]),
  });
  const reasonId = `cashback-reason-${period.period}`;
  return (
    <li className="cashback-period card">
      <h3 className="cashback-period__title">{t('cashback.period', { day })}</h3>
      <CashbackLines lines={period.products} total={period.total} caption={t('cashback.period', { day })} />
      <button
        type="button"
        className="button button--primary"
        disabled={!period.claimable || claim.isPending}
        aria-label={t('cashback.claimPeriod', { day })}
        aria-describedby={period.claimable ? undefined : reasonId}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? t('cashback.claiming') : t('cashback.claim')}
      </button>
      {!period.claimable && (
        <p id={reasonId} className="cashback-period__reason">
          {t('cashback.belowMinimum', { minimum: isolated(formatMoney(minimum, currency)) })}
        </p>
      )}
    </li>
  );
}

function Rates({ data }: { data: ClaimableRebateValue }): ReactElement {
  const { t } = useRewardsT();
  const rate = useRate();
  return (
    <section className="cashback-rates card" aria-labelledby="cashback-rates">
      <h2 id="cashback-rates" className="rewards__heading">
        {t('cashback.rates')}
      </h2>
      <ul className="cashback-rates__list">
        {data.rates.map((r) => (
          <li key={r.product}>
            <span>{t(`cashback.products.${r.product}`)}</span>
            <bdi className="cashback-rates__rate">{rate(r.rateBps)}</bdi>
          </li>
        ))}
      </ul>
      <p className="cashback__hint">{t('cashback.rule', { zone: isolated(data.timeZone) })}</p>
    </section>
  );
}

function Claimable(): ReactElement {
  const { t } = useRewardsT();
  const currency = useCommonStore((state) => state.currency);
  const claimable = useClaimableRebate();
  return (
    <LoadState query={claimable}>
      {(data) =>
        !data.enabled ? (
          <p className="cashback__empty card">{t('cashback.closed')}</p>
        ) : (
          <>
            <Rates data={data} />
            {data.periods.length === 0 ? (
              <p className="cashback__empty card">{t('cashback.empty')}</p>
            ) : (
              <>
                <p className="cashback__total">
                  {t('cashback.totalClaimable', { amount: isolated(formatMoney(data.total, currency)) })}
                </p>
                <ul className="rewards__list">
                  {data.periods.map((period) => (
                    <PeriodCard key={period.period} period={period} minimum={data.minimum} />
                  ))}
                </ul>
              </>
            )}
          </>
        )
      }
    </LoadState>
  );
}

function History(): ReactElement {
  const { t } = useRewardsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const [range, setRange] = useState<RebateHistoryRange>('WEEK');
  const history = useRebateHistory(range);
  const ranges = [
    { code: 'TODAY' as const, label: t('cashback.today') },
    { code: 'WEEK' as const, label: t('cashback.week') },
    { code: 'MONTH' as const, label: t('cashback.month') },
  ];
  return (
    <>
      <Tabs
        tabs={ranges}
        selected={range}
        onSelect={setRange}
        label={t('cashback.ranges')}
        idPrefix="cashback-range"
        controls="cashback-history-list"
        small
      />
      <div id="cashback-history-list" role="tabpanel" aria-labelledby={`cashback-range-${range}`}>
        <LoadState
          query={history}
          isEmpty={(data) => data.content.length === 0}
          empty={{ title: t('cashback.historyEmpty') }}
        >
          {(data) => (
            <>
              <p className="cashback__total">
                {t('cashback.historyTotal', { amount: isolated(formatMoney(data.total, currency)) })}
              </p>
              <ul className="rewards__list">
                {data.content.map((item) => {
                  const day = formatDay(item.period, language);
                  return (
                    <li key={item.period} className="cashback-period card">
                      <h3 className="cashback-period__title">{t('cashback.period', { day })}</h3>
                      <CashbackLines
                        lines={item.products}
                        total={item.amount}
                        caption={t('cashback.period', { day })}
                      />
                      <p className="cashback-period__meta">
                        {t('cashback.claimedAt', { time: formatDateTime(item.claimedAt, language) })}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </LoadState>
      </div>
    </>
  );
}

/**
 * Cashback (/m/member/manualRebate, platform reference "Cashback"): the claimable tab (each ended
 * day's valid bets, rate and cashback per product, its total and Claim, disabled below the minimum
 * with the reason) and the history tab (Today / 7 days / Month). Guests log in first; trial members
 * get the free_reject toast and go home.
 */
export default function CashbackScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  const { t } = useRewardsT();
  const [tab, setTab] = useState<Tab>('claimable');
  const tabs = [
    { code: 'claimable' as const, label: t('cashback.claimableTab') },
    { code: 'history' as const, label: t('cashback.historyTab') },
  ];
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="rewards cashback">
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          label={t('cashback.tabs')}
          idPrefix="cashback-tab"
          controls="cashback-panel"
        />
        <div
          id="cashback-panel"
          role="tabpanel"
          aria-labelledby={`cashback-tab-${tab}`}
          className="cashback__panel"
        >
          {tab === 'claimable' ? <Claimable /> : <History />}
        </div>
      </div>
    </GatedScreen>
  );
}
