import type { ReactElement } from 'react';

/**
 * The lobby's one count badge (Messages, the reward centre): white figures on red at the top end
 * corner of the icon it sits in (left in Urdu). `count` is formatBadge's text ("3", "99+"); null
 * shows nothing. Decorative: the entry's accessible name says the count. Styles: .unread-badge in
 * app/shell/shell.css, loaded with the shell before any screen.
 */
export function UnreadBadge({ count }: { count: string | null }): ReactElement | null {
  return count ? <span className="unread-badge">{count}</span> : null;
}
