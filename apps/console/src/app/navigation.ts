/**
 * The console's sections and the permission each needs. The server checks every call; the menu
 * only leaves out what the operator's roles cannot use (their permissions come from
 * GET /ops/session/me, the server's own role map).
 */
import type { OpsPermission } from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';

/** Where the screens live: /ops/console/..., a part of /ops no API route may take (the server checks). */
export const SCREENS_BASE = '/console';

export interface Section {
  readonly id:
    | 'operators'
    | 'audit'
    | 'chat'
    | 'members'
    | 'payments'
    | 'approvals'
    | 'games'
    | 'settings'
    | 'reports'
    | 'content'
    | 'lottery'
    | 'promotions'
    | 'rewards'
    | 'rebates'
    | 'invites'
    | 'contracts'
    | 'compliance';
  readonly label: MessageKey;
  readonly permission: OpsPermission;
  /** A console route under SCREENS_BASE, or a page of the server outside the console. */
  readonly to: { readonly screen: string } | { readonly page: string };
}

export const SECTIONS: readonly Section[] = [
  { id: 'reports', label: 'nav.reports', permission: 'reports.read', to: { screen: 'reports' } },
  { id: 'members', label: 'nav.members', permission: 'members.read', to: { screen: 'members' } },
  { id: 'contracts', label: 'nav.contracts', permission: 'members.read', to: { screen: 'contracts' } },
  { id: 'compliance', label: 'nav.compliance', permission: 'compliance.read', to: { screen: 'compliance' } },
  { id: 'payments', label: 'nav.payments', permission: 'payments.read', to: { screen: 'payments' } },
  { id: 'approvals', label: 'nav.approvals', permission: 'balance.adjust', to: { screen: 'approvals' } },
  { id: 'operators', label: 'nav.operators', permission: 'operators.read', to: { screen: 'operators' } },
  { id: 'games', label: 'nav.games', permission: 'games.read', to: { screen: 'games' } },
  { id: 'lottery', label: 'nav.lottery', permission: 'lottery.read', to: { screen: 'lottery' } },
  { id: 'content', label: 'nav.content', permission: 'content.read', to: { screen: 'content' } },
  { id: 'promotions', label: 'nav.promotions', permission: 'promotions.read', to: { screen: 'promotions' } },
  { id: 'rewards', label: 'nav.rewards', permission: 'content.read', to: { screen: 'rewards' } },
  { id: 'rebates', label: 'nav.rebates', permission: 'promotions.read', to: { screen: 'rebates' } },
  { id: 'invites', label: 'nav.invites', permission: 'promotions.read', to: { screen: 'invites' } },
  { id: 'settings', label: 'nav.settings', permission: 'settings.read', to: { screen: 'settings' } },
  { id: 'audit', label: 'nav.audit', permission: 'audit.read', to: { screen: 'audit' } },
  { id: 'chat', label: 'nav.chat', permission: 'chat.answer', to: { screen: 'chat' } },
];

export function sectionsFor(permissions: readonly OpsPermission[]): Section[] {
  return SECTIONS.filter((section) => permissions.includes(section.permission));
}

export const screenPath = (screen: string) => `${SCREENS_BASE}/${screen}`;
