import { CsType, type CustomerServiceItem, MemberType } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { type CentreRow, messageCentreRows, unreadTotal, visibleCounts } from './messageCentre.ts';
import type { UnreadCounts } from './types.ts';

const SERVICE: CustomerServiceItem[] = [
  { csType: CsType.WHATSAPP, path: 'https://wa.me/1' },
  { csType: CsType.CS, path: '/m/help' },
  { csType: CsType.ENCRYPTED_PATH, path: 'https://t.me/support' },
];
const COUNTS: UnreadCounts = {
  announcementUnreadCount: 3,
  chatUnreadCount: 120,
  inboxUnreadCount: 100,
  totalUnreadCount: 223,
};
const member = { loggedIn: true, type: MemberType.REAL };
const trial = { loggedIn: true, type: MemberType.TRIAL };
const guest = { loggedIn: false, type: null };

function rows(overrides: Partial<Parameters<typeof messageCentreRows>[0]> = {}): CentreRow[] {
  return messageCentreRows({
    viewer: member,
    customerService: SERVICE,
    chatOn: true,
    counts: COUNTS,
    ...overrides,
  });
}
const byKey = (list: CentreRow[], key: CentreRow['key']) => list.find((row) => row.key === key);

describe('message centre rows (spec 2.13)', () => {
  it('lists messaging app, announcements, messages, live chat and affiliate service in that order', () => {
    expect(rows().map((row) => row.key)).toEqual([
      'messagingApp',
      'announcements',
      'messages',
      'liveChat',
      'affiliateService',
    ]);
    expect(byKey(rows(), 'messagingApp')?.action).toEqual({ kind: 'link', href: 'https://t.me/support' });
    expect(byKey(rows(), 'affiliateService')?.action).toEqual({ kind: 'link', href: '/m/help' });
  });

  it('hides the messaging-app and affiliate rows without a configured link, live chat without CBS3', () => {
    const keys = rows({ customerService: [{ csType: CsType.ENCRYPTED_PATH, path: '' }], chatOn: false }).map(
      (row) => row.key,
    );
    expect(keys).toEqual(['announcements', 'messages']);
  });

  it('shows the count, or 99+ above 99, only to a member with a non-zero count', () => {
    expect(rows().map((row) => [row.key, row.badge])).toEqual([
      ['messagingApp', null],
      ['announcements', '3'],
      ['messages', '99+'],
      ['liveChat', '99+'],
      ['affiliateService', null],
    ]);
    expect(byKey(rows({ counts: { ...COUNTS, inboxUnreadCount: 99 } }), 'messages')?.badge).toBe('99');
    expect(byKey(rows({ counts: { ...COUNTS, inboxUnreadCount: 0 } }), 'messages')?.badge).toBeNull();
    expect(rows({ viewer: guest }).every((row) => row.badge === null)).toBe(true);
    expect(rows({ counts: undefined }).every((row) => row.badge === null)).toBe(true);
  });

  it('counts inbox and chat only for types other than 4, chat only with CBS3 on (spec 6)', () => {
    expect(visibleCounts(COUNTS, trial, true)).toEqual({ announcements: 3, inbox: 0, chat: 0 });
    expect(visibleCounts(COUNTS, member, false)).toEqual({ announcements: 3, inbox: 100, chat: 0 });
    expect(visibleCounts(COUNTS, guest, true)).toEqual({ announcements: 0, inbox: 0, chat: 0 });
  });

  it('sends a guest tapping Messages or Live chat to login; a trial member gets free_reject', () => {
    const asGuest = rows({ viewer: guest });
    expect(byKey(asGuest, 'messages')?.action).toEqual({ kind: 'link', href: '/m/login' });
    expect(byKey(asGuest, 'liveChat')?.action).toEqual({ kind: 'link', href: '/m/login' });
    expect(byKey(asGuest, 'announcements')?.action).toEqual({ kind: 'link', href: '/m/notice' });
    const asTrial = rows({ viewer: trial });
    expect(byKey(asTrial, 'messages')?.action).toEqual({ kind: 'freeReject' });
    expect(byKey(asTrial, 'liveChat')?.action).toEqual({ kind: 'freeReject' });
    expect(byKey(rows(), 'messages')?.action).toEqual({ kind: 'link', href: '/m/webEmail' });
    expect(byKey(rows(), 'liveChat')?.action).toEqual({ kind: 'liveChat' });
  });
});

describe('unread total of the Messages entries', () => {
  it('adds every count the message centre badges for a member', () => {
    expect(unreadTotal(COUNTS, member, true)).toBe(223);
  });
  it('leaves out chat with CBS3 off, and inbox and chat for a trial member', () => {
    expect(unreadTotal(COUNTS, member, false)).toBe(103);
    expect(unreadTotal(COUNTS, trial, true)).toBe(3);
  });
  it('is 0 for a guest and while the counts load', () => {
    expect(unreadTotal(COUNTS, guest, true)).toBe(0);
    expect(unreadTotal(undefined, member, true)).toBe(0);
  });
});
