import { CsType, type CustomerServiceItem, MemberType } from '@openlobby/contract/client';
import { formatBadge } from '../../../shared/format/badge.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import type { SessionViewer } from '../../../shared/session/viewer.ts';
import type { UnreadCounts } from './types.ts';

export const NOTICE_PATH = '/m/notice';
export const INBOX_PATH = '/m/webEmail';
export const LOGIN_PATH = '/m/login';

/**
 * The counts a viewer may see (spec 6): inbox counts only for types other than 4, chat counts only
 * with CBS3 on and a type other than 4. The server answers 0 there too; the client does not rely
 * on it.
 */
export function visibleCounts(
  counts: UnreadCounts | undefined,
  viewer: SessionViewer,
  chatOn: boolean,
): { announcements: number; inbox: number; chat: number } {
  if (!counts || !viewer.loggedIn) return { announcements: 0, inbox: 0, chat: 0 };
  const trial = (viewer.type ?? MemberType.TRIAL) === MemberType.TRIAL;
  return {
    announcements: counts.announcementUnreadCount,
    inbox: trial ? 0 : counts.inboxUnreadCount,
    chat: trial || !chatOn ? 0 : counts.chatUnreadCount,
  };
}

export type RowKey = 'messagingApp' | 'announcements' | 'messages' | 'liveChat' | 'affiliateService';

export type RowAction = { kind: 'link'; href: string } | { kind: 'freeReject' } | { kind: 'liveChat' };

export interface CentreRow {
  key: RowKey;
  action: RowAction;
  /** Badge text ("3", "99+") or null: only for members with a non-zero count (spec 2.13). */
  badge: string | null;
}

interface CentreInputs {
  viewer: SessionViewer;
  customerService: readonly CustomerServiceItem[];
  /** Whitelabel flag CBS3. */
  chatOn: boolean;
  counts: UnreadCounts | undefined;
}

function pathOf(entries: readonly CustomerServiceItem[], type: CsType): string | null {
  const entry = entries.find((item) => item.csType === type && item.path !== '');
  return entry?.path ?? null;
}

/**
 * Rows of the message centre (spec 2.13): the messaging-app link (the configured type 3 entry, whose
 * path the server decrypts; hidden without one), announcements, messages, live chat (CBS3 only) and
 * the affiliate service (the common customer-service entry, CS).
 */
export function messageCentreRows({ viewer, customerService, chatOn, counts }: CentreInputs): CentreRow[] {
  const shown = visibleCounts(counts, viewer, chatOn);
  const badge = (count: number): string | null => formatBadge(count, viewer.loggedIn);
  const gate = trialRefusingGate(viewer.loggedIn, viewer.type);
  const rows: CentreRow[] = [];
  const messagingApp = pathOf(customerService, CsType.ENCRYPTED_PATH);
  if (messagingApp)
    rows.push({ key: 'messagingApp', action: { kind: 'link', href: messagingApp }, badge: null });
  rows.push({
    key: 'announcements',
    action: { kind: 'link', href: NOTICE_PATH },
    badge: badge(shown.announcements),
  });
  // Guests log in first; trial members get free_reject (spec 4).
  const gated = (open: RowAction): RowAction =>
    gate === 'login'
      ? { kind: 'link', href: LOGIN_PATH }
      : gate === 'freeReject'
        ? { kind: 'freeReject' }
        : open;
  rows.push({
    key: 'messages',
    action: gated({ kind: 'link', href: INBOX_PATH }),
    badge: badge(shown.inbox),
  });
  if (chatOn) rows.push({ key: 'liveChat', action: gated({ kind: 'liveChat' }), badge: badge(shown.chat) });
  const service = pathOf(customerService, CsType.CS);
  if (service) rows.push({ key: 'affiliateService', action: { kind: 'link', href: service }, badge: null });
  return rows;
}

/**
 * What the lobby's Messages entries (home, side menu, member centre) badge: every count the message
 * centre would badge for this viewer, added up, so a badge outside always leads to one inside.
 */
export function unreadTotal(
  counts: UnreadCounts | undefined,
  viewer: SessionViewer,
  chatOn: boolean,
): number {
  const shown = visibleCounts(counts, viewer, chatOn);
  return shown.announcements + shown.inbox + shown.chat;
}
