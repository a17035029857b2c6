import { MemberType } from '@openlobby/contract/client';
import { readSessionInfo, writeSessionInfo } from '../shared/session/sessionInfo.ts';
import { useCommonStore } from '../shared/store/commonStore.ts';

/**
 * A member of `type` logged in, as after a login: the session info stored, and read into the
 * common store with no member info loaded yet.
 */
export function logInAs(type: MemberType = MemberType.REAL): void {
  writeSessionInfo({ token: 't1', merchantCode: 'OL', userName: 'amir', type, firstTimeLogin: false });
  useCommonStore.setState({ session: readSessionInfo(), memberInfo: null });
}
