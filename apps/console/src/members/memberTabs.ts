/** The lists on a member's page, in the order of their tabs; the ledger (the balance's lines) first. */
export const MEMBER_TABS = [
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'rewards',
  'bonuses',
  'team',
  'payouts',
  'sessions',
  'addresses',
  'devices',
  'notes',
  'audit',
] as const;
export type MemberTabId = (typeof MEMBER_TABS)[number];

export function isMemberTab(value: string | null): value is MemberTabId {
  return value !== null && (MEMBER_TABS as readonly string[]).includes(value);
}
