import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { inLobbyLook } from '../../../shared/platform/serverPage.ts';
import { useTheme } from '../../../shared/theme/theme.ts';
import { useGamesT } from '../i18n/texts.ts';
import { closeGameFrame, useGameFrameStore } from '../model/frameStore.ts';
import { FrameModal } from './FrameModal.tsx';

/**
 * The launched game (spec 4), above whatever screen launched it. Closing it refreshes the balance,
 * so the player comes back to the figure the game left.
 */
export function GameFrameHost(): ReactElement | null {
  const { t } = useGamesT();
  const client = useQueryClient();
  const game = useGameFrameStore((state) => state.game);
  const theme = useTheme();
  const language = useLanguage();
  if (!game) return null;
  const close = (): void => {
    closeGameFrame();
    void refreshBalance(client);
  };
  return (
    <FrameModal
      // The house studio's pages are drawn by the server before any script runs: they are told the
      // lobby's language and theme in the address. A vendor's own address is left as it came.
      src={inLobbyLook(game.url, language, theme)}
      title={game.gameName}
      closeLabel={t('frame.close', { game: game.gameName })}
      onClose={close}
    />
  );
}
