/** Spec 4 member-centre gate: guest to login, type 4 to the register prompt, members in. */
export type MemberGate = 'login' | 'registerFirst' | 'open';

export function memberGate(loggedIn: boolean, type: number | null): MemberGate {
  if (!loggedIn) return 'login';
  return type === 4 ? 'registerFirst' : 'open';
}
