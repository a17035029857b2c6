import type { OpsPermission } from '@openlobby/contract';

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
  'protection',
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

/** Tabs only some roles see (the others need members.read, which the page itself needs). */
const TAB_PERMISSION: Partial<Record<MemberTabId, OpsPermission>> = { protection: 'compliance.read' };

/** The tabs an operator with these permissions sees, in order. */
export function memberTabsFor(permissions: readonly OpsPermission[]): MemberTabId[] {
  return MEMBER_TABS.filter((id) => {
    const needed = TAB_PERMISSION[id];
    return needed === undefined || permissions.includes(needed);
  });
}
