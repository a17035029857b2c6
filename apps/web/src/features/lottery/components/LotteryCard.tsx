import { type LotteryGame, PrizeMode } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useCallback } from 'react';
import { Link } from 'react-router';
import { fetchNearIssues, nearIssuesKey } from '../api/nearIssues.ts';
import { useLotteryT } from '../i18n/texts.ts';
import { msUntilClose, serverOffsetMs } from '../model/countdown.ts';
import { Countdown } from './Countdown.tsx';
import { LastResult } from './LastResult.tsx';

/** The launch frame's address for a lottery (spec 2.11): the trad play type in the house prize mode. */
export function launchPath(game: LotteryGame): string {
  const query = new URLSearchParams({ playType: 'trad' });
  if (game.gameId !== null) query.set('gameId', String(game.gameId));
  query.set('code', game.gameCode);
  query.set('prize_mode', PrizeMode.ELOTT);
  return `/m/launchGame?${query.toString()}`;
}

/** One lottery of the lobby: its name, countdown to close and last result; a tap opens the game. */
export function LotteryCard({ game }: { game: LotteryGame }): ReactElement {
  const { t } = useLotteryT();
  const near = useQuery({
    queryKey: nearIssuesKey(game.gameCode),
    queryFn: async ({ signal }) => {
      const value = await fetchNearIssues(game.gameCode, signal);
      return { value, offsetMs: serverOffsetMs(value.serverTime, Date.now()) };
    },
    // Between close and the draw the numbers are seconds away: ask often then, rarely otherwise.
    refetchInterval: (query) => {
      const data = query.state.data;
      const open = data?.value.current ?? null;
      return open !== null && data && msUntilClose(open.closesAt, data.offsetMs, Date.now()) > 0
        ? 30_000
        : 3_000;
    },
  });
  const { refetch } = near;
  const closed = useCallback(() => void refetch(), [refetch]);
  const current = near.data?.value.current ?? null;
  return (
    <li className="lottery-card card">
      {/* The link holds the name only; the countdown and last result stay outside it, so a screen
          reader reads them too (a link's content is flattened into its name). The link still covers
          the whole card for a tap. */}
      <Link className="lottery-card__link" to={launchPath(game)} aria-label={t('open', { name: game.name })}>
        <bdi className="lottery-card__name" dir="auto">
          {game.name}
        </bdi>
      </Link>
      {near.data ? (
        <>
          {current ? (
            <Countdown closesAt={current.closesAt} offsetMs={near.data.offsetMs} onClosed={closed} />
          ) : (
            <span className="lottery-countdown lottery-countdown--closed">{t('drawing')}</span>
          )}
          <LastResult near={near.data.value} showDrawing={current !== null} />
        </>
      ) : (
        <span className="lottery-card__loading">{near.isError ? t('loadFailed') : t('loading')}</span>
      )}
    </li>
  );
}
