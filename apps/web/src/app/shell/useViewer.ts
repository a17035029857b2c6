import { useCommonStore, useIsLoggedIn } from '../../shared/store/commonStore.ts';
import type { Viewer } from './bottomMenuRules.ts';

/** Who is looking: logged in or not, and the member type when known. */
export function useViewer(): Viewer {
  const loggedIn = useIsLoggedIn();
  const type = useCommonStore((state) => state.memberInfo?.type ?? state.session?.type ?? null);
  return { loggedIn, type };
}
