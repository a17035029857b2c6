import type { ValueOf } from '@openlobby/contract/client';

/** Answer shapes of the messaging endpoints, read from the contract's endpoint table. */
export type InboxValue = ValueOf<'inbox'>;
export type InboxItem = InboxValue['content'][number];
export type NoticeList = ValueOf<'lobbyNews'>;
export type NoticeItem = NoticeList['list'][number];
export type UnreadCounts = ValueOf<'unreadCount'>;
