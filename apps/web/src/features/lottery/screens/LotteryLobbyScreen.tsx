import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { fetchLotteryGames, lotteryGamesKey } from '../api/lotteryGames.ts';
import { LotteryCard } from '../components/LotteryCard.tsx';
import { useLotteryT } from '../i18n/texts.ts';
import '../components/lottery.css';

/** /m/lottery (spec 2.1): the lottery lobby, every house lottery with its countdown and last result. */
/** Whether the router has an earlier entry of this visit to step back to. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export default function LotteryLobbyScreen(): ReactElement {
  const { t } = useLotteryT();
  const { t: shellT } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const games = useQuery({
    queryKey: lotteryGamesKey(language),
    queryFn: ({ signal }) => fetchLotteryGames(signal),
  });
  return (
    <main className="lottery-lobby">
      {/* Spec 2.2: /m/lottery has no page header, so the screen carries its own way back. */}
      <header className="lottery-lobby__top">
        <button
          type="button"
          className="icon-button"
          aria-label={shellT('common.back')}
          onClick={() => void (hasHistory() ? navigate(-1) : navigate('/m/home'))}
        >
          <Icon name="back" />
        </button>
        <h1 className="lottery-lobby__title">{t('title')}</h1>
      </header>
      <LoadState query={games} failedTitle={t('listFailed')}>
        {(data) => (
          <ul className="lottery-lobby__list" aria-label={t('title')}>
            {data.list.map((game) => (
              <LotteryCard key={game.gameCode} game={game} />
            ))}
          </ul>
        )}
      </LoadState>
    </main>
  );
}
