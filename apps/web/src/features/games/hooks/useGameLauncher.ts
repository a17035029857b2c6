import { type GameItem, TOAST_LOADING_MS } from '@openlobby/contract/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';
import { launchGame } from '../api/launchGame.ts';
import { useGamesT } from '../i18n/texts.ts';
import { openGameFrame } from '../model/frameStore.ts';
import { launchStep } from '../model/launchRule.ts';

export type LaunchableGame = Parameters<typeof launchStep>[0] & Pick<GameItem, 'displayName'>;

/**
 * Starts a game by the vendor rules of spec 4. A server launch opens the full-screen frame; a
 * refusal (vendor not connected, game disabled, free-trial refusal, unknown game) is shown as its
 * translated message.
 */
export function useGameLauncher(pageBack?: string): (game: LaunchableGame) => Promise<void> {
  const { t } = useGamesT();
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const loggedIn = useCommonStore((state) => state.session !== null);

  return useCallback(
    async (game: LaunchableGame): Promise<void> => {
      const step = launchStep(game, loggedIn, pageBack);
      if (step.kind === 'navigate') {
        void navigate(step.to);
        return;
      }
      const loader = showToast(t('frame.loading'), 'loading', TOAST_LOADING_MS);
      try {
        const value = await launchGame({ ...step.request, language });
        hideToast(loader);
        openGameFrame({ url: value.url, gameName: value.gameName || game.displayName });
      } catch (error) {
        showToast(errorText(error, language, tCommon), 'error');
      }
    },
    [language, loggedIn, navigate, pageBack, t, tCommon],
  );
}
