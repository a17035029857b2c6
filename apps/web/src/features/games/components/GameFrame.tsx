import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useRef } from 'react';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { inLobbyLook } from '../../../shared/platform/serverPage.ts';
import { useTheme } from '../../../shared/theme/theme.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useFocusTrap } from '../../../shared/ui/useFocusTrap.ts';
import { useGamesT } from '../i18n/texts.ts';
import { closeGameFrame, useGameFrameStore } from '../model/frameStore.ts';

/**
 * A full-screen frame with a close corner in a slim bar above the game's page (the lobby stays
 * underneath), a modal: focus starts on the close button and stays in the bar and the game until it
 * closes, and Escape closes too.
 */
export function FullScreenFrame({
  src,
  title,
  closeLabel,
  onClose,
}: {
  src: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}): ReactElement {
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(frameRef, true, onClose, closeRef);
  return (
    <div ref={frameRef} className="game-frame" role="dialog" aria-modal="true" aria-label={title}>
      {/* A slim bar of its own, so the close corner never covers the game's own controls. */}
      <div className="game-frame__bar">
        <span className="game-frame__name">{title}</span>
        <button
          ref={closeRef}
          type="button"
          className="game-frame__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <iframe className="game-frame__page" src={src} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}

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
    <FullScreenFrame
      // The house studio's pages are drawn by the server before any script runs: they are told the
      // lobby's language and theme in the address. A vendor's own address is left as it came.
      src={inLobbyLook(game.url, language, theme)}
      title={game.gameName}
      closeLabel={t('frame.close', { game: game.gameName })}
      onClose={close}
    />
  );
}
