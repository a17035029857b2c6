import { type AnnouncementItem, ContentType } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

/** Spec 4: announcements of types B, PL and PU for the phone platform; the client adds the token. */
export function listPopupAnnouncements(signal?: AbortSignal): Promise<AnnouncementItem[]> {
  return callApi(
    'listAnnouncements',
    { types: [ContentType.BANNER, ContentType.PLAYER, ContentType.POPUP].join(','), platform: 'M' },
    { signal },
  );
}
