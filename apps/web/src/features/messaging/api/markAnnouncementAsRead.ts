import { callApi } from '../../../shared/api/client.ts';

/** Marks a popup item read for the member (spec 4); a failure only leaves it unread. */
export async function markAnnouncementAsRead(announcementId: number): Promise<void> {
  await callApi('markAnnouncementAsRead', { announcementId }).catch(() => undefined);
}
