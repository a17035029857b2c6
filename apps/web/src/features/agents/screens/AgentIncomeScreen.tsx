import type { AgentIncomePeriod } from '@openlobby/contract/client';
import { type FormEvent, type ReactElement, useState } from 'react';
import { formatDateTime, formatDay } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useAgentIncome, useAgentTransactions } from '../api/income.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import '../components/AgentLinks.css';
import { isolated } from '../../../shared/format/percent.ts';
import { useAgentsT } from '../i18n/texts.ts';

function Period({ title, period }: { title: string; period: AgentIncomePeriod }): ReactElement {
  const { t } = useAgentsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  return (
    <div className="agent-income__period card">
      <h3 className="agents__heading">{title}</h3>
      <p className="agents__hint">
        {t('income.range', { from: formatDay(period.from, language), to: formatDay(period.to, language) })}
      </p>
      <bdi className="agent-income__total">{isolated(formatMoney(period.total, currency))}</bdi>
      {period.kinds.map((line) => (
        <p key={line.kind} className="agent-income__row">
          <span>{t(`income.kinds.${line.kind}`)}</span>
          <bdi>{isolated(formatMoney(line.amount, currency))}</bdi>
        </p>
      ))}
    </div>
  );
}

function Summary(): ReactElement {
  const { t } = useAgentsT();
  const income = useAgentIncome();
  return (
    <section className="agents__section" aria-labelledby="agent-income-heading">
      <h2 id="agent-income-heading" className="agents__heading">
        {t('income.heading')}
      </h2>
      <LoadState query={income}>
        {(data) => (
          <>
            <div className="agent-income__periods">
              <Period title={t('income.current')} period={data.current} />
              <Period title={t('income.previous')} period={data.previous} />
            </div>
            {data.current.kinds.length < 5 && <p className="agents__hint">{t('income.noKinds')}</p>}
          </>
        )}
      </LoadState>
    </section>
  );
}

function Transactions(): ReactElement {
  const { t } = useAgentsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [query, setQuery] = useState<{ startDate?: string; endDate?: string }>({});
  const [pageNo, setPageNo] = useState(1);
  const list = useAgentTransactions({ ...query, pageNo });
  const apply = (event: FormEvent): void => {
    event.preventDefault();
    setQuery({ ...(from === '' ? {} : { startDate: from }), ...(to === '' ? {} : { endDate: to }) });
    setPageNo(1);
  };
  return (
    <section className="agents__section" aria-labelledby="agent-income-tx">
      <h2 id="agent-income-tx" className="agents__heading">
        {t('income.transactions')}
      </h2>
      <form className="agent-period__custom" onSubmit={apply}>
        <label className="agent-period__day">
          {t('income.from')}
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="agent-period__day">
          {t('income.to')}
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" className="button button--ghost">
          {t('income.apply')}
        </button>
      </form>
      <LoadState
        query={list}
        isEmpty={(data) => data.content.length === 0}
        empty={{ title: t('income.empty') }}
      >
        {(data) => (
          <>
            <ul className="agent-income__list">
              {data.content.map((row) => (
                <li key={row.transactionId} className="agent-income__tx card">
                  <span>
                    {row.txCode === 'AGENT_TRANSFER' ? t('income.tx.AGENT_TRANSFER') : t('income.tx.other')}
                  </span>
                  <bdi
                    className={`agent-income__amount${row.amount.startsWith('+') ? ' agent-income__amount--in' : ''}`}
                  >
                    {isolated(formatMoney(row.amount, currency, { signed: true }))}
                  </bdi>
                  <bdi className="agents__hint">{row.remark ?? ''}</bdi>
                  <span className="agents__hint">
                    {t('income.balanceAfter', { balance: isolated(formatMoney(row.balanceAfter, currency)) })}
                  </span>
                  <span className="agents__hint">{formatDateTime(row.createdAt, language)}</span>
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <div className="agent-income__pages">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={pageNo <= 1}
                  onClick={() => setPageNo(pageNo - 1)}
                >
                  {t('income.previousPage')}
                </button>
                <span>{t('income.page', { page: data.pageNum, pages: data.totalPages })}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={pageNo >= data.totalPages}
                  onClick={() => setPageNo(pageNo + 1)}
                >
                  {t('income.nextPage')}
                </button>
              </div>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

/**
 * My income (/m/member/agent/income): this month's and last month's income by kind (the kinds the
 * server pays today), and my agent-centre transactions (transfers to downlines, income) by date.
 */
export default function AgentIncomeScreen(): ReactElement {
  return (
    <AgentGate>
      <Summary />
      <Transactions />
    </AgentGate>
  );
}
