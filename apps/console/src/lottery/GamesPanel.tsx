import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OPS_LOTTERY_PATHS, opsLotteryGamesValue, opsLotteryIssueId } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { IssueStateBadge } from './IssueStateBadge.tsx';
import { gameName, intervalText } from './gameText.ts';

/** How often the games' current issues are asked for again (the fastest game draws every minute). */
const REFRESH_MS = 15_000;

/** Each house lottery game: how often it draws, whether it shows and takes bets, its current issue. */
export function GamesPanel({
  onShowIssues,
  onOpenIssue,
}: {
  onShowIssues: (gameCode: string) => void;
  onOpenIssue: (issueId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const games = useQuery({
    queryKey: ['lottery', 'games'],
    queryFn: () => api.call('GET', OPS_LOTTERY_PATHS.games, opsLotteryGamesValue),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Stack gap="sm">
      <Title order={3}>{t('lottery.games')}</Title>
      <QueryState query={games}>
        {(value) => (
          <div className="lottery-games">
            {value.content.map((game) => {
              const name = gameName(game, i18n.language);
              const current = game.currentIssue;
              return (
                <Paper key={game.code} withBorder p="md" component="section" aria-label={name}>
                  <Stack gap="xs">
                    <Text fw={700}>{name}</Text>
                    <Text size="xs" c="dimmed">
                      {t('lottery.game.code')} <bdi className="ltr-text">{game.code}</bdi>
                      {' · '}
                      {t('lottery.game.digits', { count: game.digits })}
                    </Text>
                    <Text size="sm">{intervalText(game.intervalSeconds, t)}</Text>
                    <Group gap="xs">
                      <Badge variant="light" color={game.shownInLobby ? 'green' : 'gray'}>
                        {game.shownInLobby ? t('lottery.game.shown') : t('lottery.game.hidden')}
                      </Badge>
                      <Badge variant="light" color={game.open ? 'green' : 'yellow'}>
                        {game.open ? t('lottery.game.open') : t('lottery.game.notOpen')}
                      </Badge>
                    </Group>
                    <Group gap="xs">
                      <Text size="sm">{t('lottery.game.current')}</Text>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        className="ltr-text"
                        aria-label={t('lottery.openIssue', { numero: current.numero })}
                        onClick={() => onOpenIssue(opsLotteryIssueId(game.code, current.numero))}
                      >
                        {current.numero}
                      </Button>
                      <IssueStateBadge state={current.status} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('lottery.game.drawsAt', { at: formatDateTime(current.drawsAt, i18n.language) })}
                    </Text>
                    <Button
                      variant="light"
                      size="xs"
                      aria-label={t('lottery.game.showIssues', { name })}
                      onClick={() => onShowIssues(game.code)}
                    >
                      {t('lottery.game.issues')}
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
