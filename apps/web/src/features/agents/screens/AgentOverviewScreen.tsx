import type { TeamPeriodQuery } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { formatDay } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useTeamKpi } from '../api/team.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import { AgentScreenLinks } from '../components/AgentScreenLinks.tsx';
import { KpiTiles } from '../components/KpiTiles.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { useAgentsT } from '../i18n/texts.ts';

function Overview(): ReactElement {
  const { t } = useAgentsT();
  const language = useLanguage();
  const [period, setPeriod] = useState<TeamPeriodQuery>({ period: 'TODAY' });
  const kpi = useTeamKpi(period);
  return (
    <>
      <PeriodPicker value={period} onChange={setPeriod} idPrefix="agent-period" />
      <section className="card agents__section" aria-labelledby="agent-kpi-heading">
        <h2 id="agent-kpi-heading" className="agents__heading">
          {t('kpi.heading')}
        </h2>
        <LoadState query={kpi}>
          {(data) => (
            <>
              <p className="agents__hint">
                {data.startDate === data.endDate
                  ? t('period.day', { day: formatDay(data.startDate, language) })
                  : t('period.range', {
                      from: formatDay(data.startDate, language),
                      to: formatDay(data.endDate, language),
                    })}{' '}
                · {t('period.zone', { zone: data.timeZone })}
              </p>
              <KpiTiles figures={data.figures} members={data} label={t('kpi.heading')} />
              <p className="agents__hint">{t('kpi.profitHint')}</p>
              <p className="agents__hint">{t('kpi.activeHint')}</p>
            </>
          )}
        </LoadState>
      </section>
      <nav className="card agents__section" aria-labelledby="agent-shortcuts-heading">
        <h2 id="agent-shortcuts-heading" className="agents__heading">
          {t('overview.shortcuts')}
        </h2>
        <AgentScreenLinks leavingOut="overview" listClass="agent-grid" entryClass="agent-grid__entry" />
      </nav>
    </>
  );
}

/** /m/member/agent: the team's KPIs for a period and the way to every agent screen. */
export default function AgentOverviewScreen(): ReactElement {
  return (
    <AgentGate>
      <Overview />
    </AgentGate>
  );
}
