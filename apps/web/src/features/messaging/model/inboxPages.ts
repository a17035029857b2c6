import type { InboxItem, InboxValue } from './types.ts';

export interface InboxPages {
  pages: InboxValue[];
  pageParams: unknown[];
}

/** Every loaded page's messages in order, newest first as the server pages them. */
export function inboxMessages(data: InboxPages | undefined): InboxItem[] {
  return data?.pages.flatMap((page) => page.content) ?? [];
}

/** The loaded pages with one message changed (read) or removed (deleted), before the reload. */
export function updateInboxMessage(
  data: InboxPages | undefined,
  messageId: number,
  change: 'read' | 'deleted',
): InboxPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content:
        change === 'deleted'
          ? page.content.filter((item) => item.messageId !== messageId)
          : page.content.map((item) => (item.messageId === messageId ? { ...item, read: true } : item)),
    })),
  };
}
