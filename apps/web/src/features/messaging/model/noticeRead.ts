import { THROTTLE_MARK_READ_MS } from '@openlobby/contract/client';
import { throttleByKey } from './throttle.ts';

export interface NoticeReadSteps {
  /** Shows the notice as read at once (no dot, one fewer unread). */
  markLocal: (id: number) => void;
  /** MCSFE_markAnnouncementAsRead; a failure leaves the notice unread on the server only. */
  markRemote: (id: number) => Promise<void>;
  /** Reloads the list, so it agrees with the server. */
  reload: () => void;
}

/**
 * Spec 4 (announcement read): marked read locally at once, then the mark-as-read call, then the
 * list reloads. The call is throttled per notice (spec 9: mark-read 150 ms).
 */
export function createNoticeReader(steps: NoticeReadSteps): (id: number) => void {
  const send = throttleByKey((id: number) => {
    void steps.markRemote(id).then(steps.reload);
  }, THROTTLE_MARK_READ_MS);
  return (id) => {
    steps.markLocal(id);
    send(id);
  };
}

/** The list with one notice read: its dot goes and the unread count drops by one. */
export function withNoticeRead<T extends { list: { id: number; read: boolean }[]; unread: number }>(
  notices: T,
  id: number,
): T {
  const target = notices.list.find((item) => item.id === id);
  if (!target || target.read) return notices;
  return {
    ...notices,
    list: notices.list.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread: Math.max(0, notices.unread - 1),
  };
}
