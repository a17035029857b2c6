import { UNREAD_BADGE_CAP } from '@openlobby/contract/client';

/**
 * Unread badge text (spec 2.13): nothing for guests or a zero count, the count itself, or "99+"
 * above the cap.
 */
export function formatBadge(count: number, loggedIn: boolean): string | null {
  if (!loggedIn || !Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}
