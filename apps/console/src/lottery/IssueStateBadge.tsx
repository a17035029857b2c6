import { Badge } from '@mantine/core';
import type { LotteryIssueState, LotterySubOrderState } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';

const ISSUE_COLORS: Record<LotteryIssueState, string> = {
  scheduled: 'gray',
  open: 'green',
  closed: 'yellow',
  drawn: 'blue',
  settled: 'indigo',
};

const BET_COLORS: Record<LotterySubOrderState, string> = {
  placed: 'gray',
  won: 'green',
  lost: 'red',
  cancelled: 'yellow',
};

/** Where an issue stands, in words and colour. */
export function IssueStateBadge({ state }: { state: LotteryIssueState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ISSUE_COLORS[state]}>
      {t(`lottery.state.${state}`)}
    </Badge>
  );
}

/** Where one bet stands. */
export function BetStateBadge({ state }: { state: LotterySubOrderState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={BET_COLORS[state]}>
      {t(`lottery.bet.${state}`)}
    </Badge>
  );
}
