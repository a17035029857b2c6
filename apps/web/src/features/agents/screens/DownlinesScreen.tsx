import {
  DOWNLINE_LEVELS,
  type DownlineLevel,
  type DownlineRow,
  type TeamPeriodQuery,
} from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useDownline, useDownlines } from '../api/team.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { KpiTiles } from '../components/KpiTiles.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { RateEditor } from '../components/RateEditor.tsx';
import { RegisterDownlineForm } from '../components/RegisterDownlineForm.tsx';
import { useAgentsT } from '../i18n/texts.ts';

const AGENT_KINDS = new Set([1, 2, 41, 42]);

function Row({ row, onOpen }: { row: DownlineRow; onOpen: () => void }): ReactElement {
  const { t } = useAgentsT();
  const language = useLanguage();
  return (
    <li>
      <button
        type="button"
        className="agent-downline"
        aria-label={t('downlines.open', { name: row.username })}
        onClick={onOpen}
      >
        <span className="agent-downline__name">
          <bdi>{row.username}</bdi>
          <span className="agent-downline__badge">
            {AGENT_KINDS.has(row.type) ? t('downlines.agent') : t('downlines.member')}
          </span>
        </span>
        <span className="agent-downline__meta">
          {t('downlines.levelOf', { level: row.level })}
          {row.level > 1 && (
            <>
              {' · '}
              {t('downlines.underOf', { upline: row.uplineUsername })}
            </>
          )}
          {' · '}
          {t('downlines.registered', { time: formatDate(row.registeredAt, language) })}
        </span>
        <Icon name="chevron" />
      </button>
    </li>
  );
}

function List({ onOpen }: { onOpen: (id: number) => void }): ReactElement {
  const { t } = useAgentsT();
  const [text, setText] = useState('');
  const [username, setUsername] = useState('');
  const [level, setLevel] = useState<DownlineLevel>('ALL');
  const [pageNum, setPageNum] = useState(1);
  const [registering, setRegistering] = useState(false);
  const list = useDownlines({ username, level, pageNum });
  return (
    <>
      {registering ? (
        <RegisterDownlineForm onDone={() => setRegistering(false)} />
      ) : (
        <button
          type="button"
          className="button button--primary agents__wide"
          onClick={() => setRegistering(true)}
        >
          <Icon name="plus" />
          {t('register.open')}
        </button>
      )}
      <form
        className="agent-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(text.trim());
          setPageNum(1);
        }}
      >
        <input
          type="search"
          className="agent-search__input"
          value={text}
          maxLength={32}
          aria-label={t('downlines.search')}
          placeholder={t('downlines.search')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" aria-label={t('downlines.searchButton')}>
          <Icon name="search" />
        </button>
      </form>
      <Tabs
        small
        tabs={DOWNLINE_LEVELS.map((code) => ({ code, label: t(`downlines.${code}`) }))}
        selected={level}
        onSelect={(code) => {
          setLevel(code);
          setPageNum(1);
        }}
        label={t('downlines.level')}
        idPrefix="agent-level"
        controls="agent-downline-list"
      />
      <div id="agent-downline-list" role="tabpanel" aria-labelledby={`agent-level-${level}`}>
        <LoadState
          query={list}
          isEmpty={(data) => data.total === 0}
          empty={{ title: t('downlines.empty'), icon: 'users' }}
        >
          {(data) => (
            <>
              <p className="agents__hint">{t('downlines.total', { count: data.total })}</p>
              <ul className="agent-downlines card">
                {data.content.map((row) => (
                  <Row key={row.memberId} row={row} onOpen={() => onOpen(row.memberId)} />
                ))}
              </ul>
              {data.totalPages > 1 && (
                <nav
                  className="agent-pages"
                  aria-label={t('downlines.page', { page: data.pageNum, pages: data.totalPages })}
                >
                  <button
                    type="button"
                    className="button"
                    disabled={pageNum <= 1}
                    onClick={() => setPageNum(pageNum - 1)}
                  >
                    {t('downlines.previous')}
                  </button>
                  <span>{t('downlines.page', { page: data.pageNum, pages: data.totalPages })}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={pageNum >= data.totalPages}
                    onClick={() => setPageNum(pageNum + 1)}
                  >
                    {t('downlines.next')}
                  </button>
                </nav>
              )}
            </>
          )}
        </LoadState>
      </div>
    </>
  );
}

function Detail({ memberId, onBack }: { memberId: number; onBack: () => void }): ReactElement {
  const { t } = useAgentsT();
  const [period, setPeriod] = useState<TeamPeriodQuery>({ period: 'MONTH' });
  const one = useDownline(memberId, period);
  return (
    <>
      <button type="button" className="button agents__back" onClick={onBack}>
        <Icon name="back" />
        {t('downlines.back')}
      </button>
      <LoadState query={one}>
        {(data) => (
          <>
            <section className="card agents__section" aria-labelledby="agent-downline-heading">
              <h2 id="agent-downline-heading" className="agents__heading">
                <bdi>{data.username}</bdi>
              </h2>
              <p className="agents__hint">
                {t('downlines.levelOf', { level: data.level })} ·{' '}
                {t('downlines.teamSize', { count: data.teamSize })}
              </p>
            </section>
            <RateEditor
              key={`${data.memberId}:${data.rates.map((r) => r.rateBps).join(',')}`}
              memberId={data.memberId}
              rates={data.rates}
              myRates={data.myRates}
              editable={data.level === 1}
            />
            <section className="card agents__section" aria-label={t('kpi.heading')}>
              <PeriodPicker value={period} onChange={setPeriod} idPrefix="agent-downline-period" />
              <h3 className="agents__subheading">{t('downlines.own')}</h3>
              <KpiTiles figures={data.own} label={t('downlines.own')} own />
              <h3 className="agents__subheading">{t('downlines.theirTeam')}</h3>
              <KpiTiles figures={data.team} label={t('downlines.theirTeam')} />
            </section>
          </>
        )}
      </LoadState>
    </>
  );
}

/**
 * /m/member/agent/downlines: my downline (search by username prefix, level, pages), one downline's
 * figures and rebate rates (a direct downline's are mine to set, up to my own), and direct
 * registration of a new downline.
 */
export default function DownlinesScreen(): ReactElement {
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('member') ?? '');
  const memberId = Number.isInteger(opened) && opened > 0 ? opened : null;
  return (
    <AgentGate>
      {memberId === null ? (
        <List onOpen={(id) => setParams({ member: String(id) })} />
      ) : (
        <Detail memberId={memberId} onBack={() => setParams({})} />
      )}
    </AgentGate>
  );
}
