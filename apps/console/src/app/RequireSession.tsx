import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useConsole, useSession } from './ConsoleContext.tsx';
import { SCREENS_BASE } from './navigation.ts';

/** How often the console compares the session's clock with now, to end an idle one on time. */
const CHECK_EVERY_MS = 15_000;

/** Shows its screens only with a session; ends one that has been idle or run out, on its own clock. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useConsole();
  const state = useSession();
  useEffect(() => {
    session.check();
    const timer = window.setInterval(() => session.check(), CHECK_EVERY_MS);
    const onVisible = () => session.check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session]);
  if (state.session === null) return <Navigate to={`${SCREENS_BASE}/sign-in`} replace />;
  return children;
}
