import { MemberType } from '@openlobby/contract/client';

/** What tapping Messages or Live chat does (spec 4, 6): guests log in, trial members are refused. */
export type MemberGate = 'login' | 'freeReject' | 'open';

export function inboxAndChatGate(loggedIn: boolean, type: MemberType | null): MemberGate {
  if (!loggedIn) return 'login';
  // Spec 3: a member whose type is unknown counts as the default type 4.
  return (type ?? MemberType.TRIAL) === MemberType.TRIAL ? 'freeReject' : 'open';
}
