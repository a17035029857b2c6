import type { TeamPeriodQuery } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { formatDay } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useTeamBetting, useTeamPnl } from '../api/team.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { useAgentsT } from '../i18n/texts.ts';

type Tab = 'betting' | 'pnl';
const KNOWN_TYPES = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);

function Money({ amount, signed = false }: { amount: string; signed?: boolean }): ReactElement {
  const currency = useCommonStore((state) => state.currency);
  const tone = signed ? (amount.startsWith('-') ? ' agents__num--down' : ' agents__num--up') : '';
  return (
    <td className={`agents__num${tone}`}>
      <bdi>{formatMoney(amount, currency)}</bdi>
    </td>
  );
}

function Betting({ period }: { period: TeamPeriodQuery }): ReactElement {
  const { t } = useAgentsT();
  const betting = useTeamBetting(period, true);
  const typeName = (code: string) => (KNOWN_TYPES.has(code) ? t(`team.gameTypes.${code}`) : code);
  return (
    <LoadState
      query={betting}
      isEmpty={(data) => data.content.length === 0}
      empty={{ title: t('team.empty'), icon: 'chart' }}
    >
      {(data) => (
        <div className="agents__table-wrap card">
          <table className="agents__table">
            <caption className="visually-hidden">{t('team.betting')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.gameType')}</th>
                <th scope="col">{t('team.betCount')}</th>
                <th scope="col">{t('team.bets')}</th>
                <th scope="col">{t('team.win')}</th>
                <th scope="col">{t('team.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((row) => (
                <tr key={row.gameType}>
                  <th scope="row">{typeName(row.gameType)}</th>
                  <td className="agents__num">{row.betCount}</td>
                  <Money amount={row.bet} />
                  <Money amount={row.win} />
                  <Money amount={row.profit} signed />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('team.total')}</th>
                <td className="agents__num">{data.total.betCount}</td>
                <Money amount={data.total.bet} />
                <Money amount={data.total.win} />
                <Money amount={data.total.profit} signed />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </LoadState>
  );
}

function Pnl({ period }: { period: TeamPeriodQuery }): ReactElement {
  const { t } = useAgentsT();
  const language = useLanguage();
  const pnl = useTeamPnl(period, true);
  return (
    <LoadState
      query={pnl}
      isEmpty={(data) => data.days.length === 0}
      empty={{ title: t('team.empty'), icon: 'chart' }}
    >
      {(data) => (
        <div className="agents__table-wrap card">
          <table className="agents__table">
            <caption className="visually-hidden">{t('team.pnl')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.date')}</th>
                <th scope="col">{t('team.deposit')}</th>
                <th scope="col">{t('team.withdraw')}</th>
                <th scope="col">{t('team.bets')}</th>
                <th scope="col">{t('team.win')}</th>
                <th scope="col">{t('team.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, language)}</th>
                  <Money amount={day.deposit} />
                  <Money amount={day.withdraw} />
                  <Money amount={day.bet} />
                  <Money amount={day.win} />
                  <Money amount={day.profit} signed />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('team.total')}</th>
                <Money amount={data.total.deposit} />
                <Money amount={data.total.withdraw} />
                <Money amount={data.total.bet} />
                <Money amount={data.total.win} />
                <Money amount={data.total.profit} signed />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </LoadState>
  );
}

/** /m/member/agent/team: team betting per game type and team profit and loss per day, for a period. */
export default function TeamScreen(): ReactElement {
  const { t } = useAgentsT();
  const [tab, setTab] = useState<Tab>('betting');
  const [period, setPeriod] = useState<TeamPeriodQuery>({ period: 'WEEK' });
  return (
    <AgentGate>
      <Tabs
        small
        tabs={[
          { code: 'betting' as const, label: t('team.betting') },
          { code: 'pnl' as const, label: t('team.pnl') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('team.tabs')}
        idPrefix="agent-team-tab"
        controls="agent-team-panel"
      />
      <PeriodPicker value={period} onChange={setPeriod} idPrefix="agent-team-period" />
      <div
        id="agent-team-panel"
        role="tabpanel"
        aria-labelledby={`agent-team-tab-${tab}`}
        className="agents__panel"
      >
        {tab === 'betting' ? <Betting period={period} /> : <Pnl period={period} />}
      </div>
    </AgentGate>
  );
}
