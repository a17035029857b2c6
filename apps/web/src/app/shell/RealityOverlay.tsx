import { lazy, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FrameOverlayProps } from '../../shared/ui/FrameOverlay.tsx';
import { HOME_PATH } from '../routing/routeMeta.ts';

/** Loads with the first game frame opened, not with home. */
const RealityCheck = lazy(() => import('../../features/protection/components/RealityCheck.tsx'));

/**
 * The reality check over every game frame, with the shell's sign-out for its Log out:
 * the frame closes, the session ends on the server and is cleared here, and the lobby goes home
 * (as the side menu's sign-out does, without asking again: the member just chose it).
 */
export function RealityOverlay({ closeFrame }: FrameOverlayProps): ReactElement {
  const navigate = useNavigate();
  const logOut = (): void => {
    closeFrame();
    void import('../../features/accounts/model/session.ts')
      .then((session) => session.signOut())
      .finally(() => void navigate(HOME_PATH));
  };
  return <RealityCheck closeFrame={closeFrame} onLogOut={logOut} />;
}

/** The app's overlay over every game frame (FrameOverlayProvider in App.tsx). */
export function renderRealityOverlay(props: FrameOverlayProps): ReactNode {
  return <RealityOverlay {...props} />;
}
