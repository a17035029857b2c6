import type { TeamFigures } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useAgentsT } from '../i18n/texts.ts';

const COUNTS = ['registrations', 'active', 'firstDeposits'] as const;
const AMOUNTS = ['deposit', 'withdraw', 'bet', 'validBet', 'win', 'profit'] as const;

/** Signed amounts: red below zero, accent above, plain at zero. */
function toneOf(amount: string): { tone?: 'up' | 'down' } {
  if (amount.startsWith('-')) return { tone: 'down' };
  return /[1-9]/.test(amount) ? { tone: 'up' } : {};
}

/** The team's figures as tiles: counts first, then money (profit signed, coloured by sign). */
export function KpiTiles({
  figures,
  members,
  label,
  own = false,
}: {
  figures: TeamFigures;
  /** A member's own figures: no new or active members (team counts), and "Profit". */
  own?: boolean;
  /** Team size and direct downlines, on the overview only. */
  members?: { members: number; directMembers: number };
  label: string;
}): ReactElement {
  const { t } = useAgentsT();
  const currency = useCommonStore((state) => state.currency);
  const tiles: { key: string; value: string; tone?: 'up' | 'down' }[] = [
    ...(members
      ? [
          { key: 'members', value: String(members.members) },
          { key: 'direct', value: String(members.directMembers) },
        ]
      : []),
    ...COUNTS.filter((key) => !own || key === 'firstDeposits').map((key) => ({
      key,
      value: String(figures[key]),
    })),
    ...AMOUNTS.map((key) => ({
      key: key === 'profit' && own ? 'ownProfit' : key,
      value: formatMoney(figures[key], currency),
      ...(key === 'profit' ? toneOf(figures.profit) : {}),
    })),
  ];
  return (
    <dl className="agent-kpis" aria-label={label}>
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className={`agent-kpis__tile${tile.tone ? ` agent-kpis__tile--${tile.tone}` : ''}`}
        >
          <dt>{t(`kpi.${tile.key}`)}</dt>
          <dd>
            <bdi>{tile.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
