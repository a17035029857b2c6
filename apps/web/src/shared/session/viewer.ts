import type { MemberType } from '@openlobby/contract/client';
import { useCommonStore } from '../store/commonStore.ts';

/** Who is looking: logged in or not, and the member type when known (guests have none). */
export interface SessionViewer {
  loggedIn: boolean;
  type: MemberType | null;
}

/** The viewer now: the member info's type once it has loaded, else the session's. */
export function useSessionViewer(): SessionViewer {
  const loggedIn = useCommonStore((state) => state.session !== null);
  const type = useCommonStore((state) => state.memberInfo?.type ?? state.session?.type ?? null);
  return { loggedIn, type };
}
