import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshBalance } from '../../../shared/api/balance.ts';
import { pageAnswers } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useTheme } from '../../../shared/theme/theme.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { FrameModal } from '../components/FrameModal.tsx';
import { useGamesT } from '../i18n/texts.ts';
import { answerLotteryFrame } from '../model/frameHandshake.ts';
import { lotteryCloseTarget, lotteryFrameSrc } from '../model/lotteryFrame.ts';
// games.css comes with the page itself (src/entry.ts); only the screens' own styles load here.
import './screens.css';

type FrameState = 'checking' | 'ready' | 'unavailable';

/**
 * /m/launchGame and /m/startLottery (spec 2.11): the lottery in a full-screen frame
 * with the screen's query, merchant code, css name and language (the token by postMessage). When
 * the lottery page does not answer, a translated "not available yet" state shows instead of a
 * broken frame.
 */
export default function LotteryFrameScreen(): ReactElement {
  const { t } = useGamesT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useCommonStore((state) => state.session);
  const theme = useTheme();
  const language = useLanguage();
  const src = lotteryFrameSrc(params, session, theme, language);
  // The frame asks for the session ("ready") and gets it by postMessage, never in its address.
  useEffect(() => answerLotteryFrame(window, session), [session]);
  // Asked before the frame is shown: a missing lottery answers 404, and the player sees why. A HEAD
  // request, so the page itself is downloaded once, by the frame.
  const check = useQuery({
    queryKey: ['games', 'lotteryFrame', src],
    queryFn: ({ signal }) => pageAnswers(src, signal),
    retry: false,
    gcTime: 0,
  });
  const state: FrameState = check.isPending ? 'checking' : check.data === true ? 'ready' : 'unavailable';
  const client = useQueryClient();
  // Back where the player came from, with the balance the draws left.
  const close = (): void => {
    void refreshBalance(client);
    void navigate(lotteryCloseTarget(params));
  };
  const frame = { title: t('frame.lotteryTitle'), closeLabel: t('frame.closeLottery'), onClose: close };

  // Keyed by state: the page replaces the message as a new modal, whose focus starts on its own
  // close corner.
  if (state === 'ready') return <FrameModal key="page" {...frame} src={src} />;
  return (
    <FrameModal
      key="message"
      {...frame}
      message={
        state === 'checking' ? (
          <Spinner label={t('frame.loading')} />
        ) : (
          <div className="games-unavailable card" role="alert">
            <span className="games-unavailable__art" aria-hidden="true">
              <Icon name="dice" size={36} />
            </span>
            <h2 className="games-unavailable__title">{t('frame.unavailableTitle')}</h2>
            <p>{t('frame.unavailableBody')}</p>
            <button type="button" className="button button--primary" onClick={close}>
              {t('frame.back')}
            </button>
          </div>
        )
      }
    />
  );
}
