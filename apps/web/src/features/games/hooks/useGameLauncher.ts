import { type GameItem, TOAST_LOADING_MS } from '@openlobby/contract/client';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { loginPathFor } from '../../../shared/session/returnTo.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';
import { launchGame } from '../api/launchGame.ts';
import { useGamesT } from '../i18n/texts.ts';
import { openGameFrame } from '../model/frameStore.ts';
import { launchStep } from '../model/launchRule.ts';
import {
  hasResumeMark,
  resumeAddress,
  savePendingLaunch,
  takePendingLaunch,
  withoutResumeMark,
} from '../model/pendingLaunch.ts';

export type LaunchableGame = Parameters<typeof launchStep>[0] & Pick<GameItem, 'displayName'>;

/**
 * Starts a game by the vendor rules of spec 4. A server launch opens the full-screen frame; a
 * refusal (vendor not connected, game disabled, free-trial refusal, unknown game) is shown as its
 * translated message. A guest is sent to log in with the reason and a way back: a lottery returns
 * to its page, any other game to this screen, which starts it once the player is a member.
 */
export function useGameLauncher(pageBack?: string): (game: LaunchableGame) => Promise<void> {
  const { t } = useGamesT();
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const language = useLanguage();
  const loggedIn = useCommonStore((state) => state.session !== null);

  const launch = useCallback(
    async (game: LaunchableGame): Promise<void> => {
      const step = launchStep(game, loggedIn, pageBack);
      if (step.kind === 'login') {
        if (step.then.kind === 'navigate') {
          void navigate(loginPathFor('play', step.then.to));
          return;
        }
        const back = resumeAddress(here, game);
        savePendingLaunch(back, game);
        void navigate(loginPathFor('play', back));
        return;
      }
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
    [here, language, loggedIn, navigate, pageBack, t, tCommon],
  );

  // Back from the login a game sent the guest to: start that game, and take the mark off the
  // address so a reload or Back does not start it again.
  useEffect(() => {
    if (!loggedIn || !hasResumeMark(search)) return;
    const game = takePendingLaunch(here);
    void navigate(withoutResumeMark(here), { replace: true });
    if (game) void launch(game);
  }, [here, launch, loggedIn, navigate, search]);

  return launch;
}
