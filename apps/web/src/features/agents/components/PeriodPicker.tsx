import { TEAM_PERIODS, type TeamPeriod, type TeamPeriodQuery } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useAgentsT } from '../i18n/texts.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';

/** Today, yesterday, this week, this month, or a custom range (two days and Show). */
export function PeriodPicker({
  value,
  onChange,
  idPrefix,
}: {
  value: TeamPeriodQuery;
  onChange: (next: TeamPeriodQuery) => void;
  idPrefix: string;
}): ReactElement {
  const { t } = useAgentsT();
  const [custom, setCustom] = useState(value.period === 'CUSTOM');
  const [start, setStart] = useState(value.startDate ?? '');
  const [end, setEnd] = useState(value.endDate ?? '');
  const selected: TeamPeriod = custom ? 'CUSTOM' : (value.period ?? 'TODAY');
  return (
    <div className="agent-period">
      <Tabs
        small
        tabs={TEAM_PERIODS.map((code) => ({ code, label: t(`period.${code}`) }))}
        selected={selected}
        onSelect={(code) => {
          setCustom(code === 'CUSTOM');
          if (code !== 'CUSTOM') onChange({ period: code });
        }}
        label={t('period.label')}
        idPrefix={idPrefix}
      />
      {custom && (
        <form
          className="agent-period__custom"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ period: 'CUSTOM', startDate: start, endDate: end });
          }}
        >
          <label className="agent-period__day">
            <span>{t('period.from')}</span>
            <input type="date" value={start} required onChange={(event) => setStart(event.target.value)} />
          </label>
          <label className="agent-period__day">
            <span>{t('period.to')}</span>
            <input type="date" value={end} required onChange={(event) => setEnd(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary">
            {t('period.apply')}
          </button>
        </form>
      )}
    </div>
  );
}
