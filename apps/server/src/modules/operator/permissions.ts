/**
 * Which role may do what. The contract names the roles and permissions; this map is the server's
 * rule, so changing what a role may do is one edit here and the permission-matrix test follows it.
 */
import { OPS_PERMISSIONS, type OpsPermission, type OpsRole } from '@openlobby/contract';

const READ_ONLY: readonly OpsPermission[] = [
  'operators.read',
  'audit.read',
  'payments.read',
  'ledger.read',
  'members.read',
  'games.read',
  'lottery.read',
  'settings.read',
  'reports.read',
  'content.read',
  'promotions.read',
];

export const ROLE_PERMISSIONS: Readonly<Record<OpsRole, readonly OpsPermission[]>> = {
  admin: OPS_PERMISSIONS,
  // Answers members; sees the queues to tell a member where their money is, and looks after the
  // member's account (lock, sessions, reset link, notes), but moves no money.
  support: [
    'chat.answer',
    'payments.read',
    'members.read',
    'members.manage',
    'lottery.read',
    // What members are shown (announcements, popups, banners), to answer them about it.
    'content.read',
    'promotions.read',
  ],
  payments: [
    'payments.read',
    'payments.decide',
    'balance.adjust',
    'ledger.read',
    'members.read',
    'reports.read',
  ],
  // Looks into who did what and where the money went, and works the AML alerts.
  compliance: [...READ_ONLY, 'compliance.read', 'compliance.manage'],
  // Runs the lobby's shop window: content, rewards, and which games show where.
  marketing: [
    'content.read',
    'content.manage',
    'rewards.issue',
    'games.read',
    'games.manage',
    'uploads.write',
    'promotions.read',
    'promotions.write',
  ],
  // Reads everything, AML cases included; changes nothing.
  auditor: [...READ_ONLY, 'compliance.read'],
};

export function permissionsOf(roles: readonly OpsRole[]): OpsPermission[] {
  const held = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return OPS_PERMISSIONS.filter((permission) => held.has(permission));
}

export function mayDo(roles: readonly OpsRole[], permission: OpsPermission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}
