import { WhitelabelFlag } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBadge } from '../../../shared/format/badge.ts';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { UnreadBadge } from '../../../shared/ui/UnreadBadge.tsx';
import { useUnreadCounts } from '../api/unreadCount.ts';
import { unreadTotal } from '../model/messageCentre.ts';

export const MESSAGE_CENTRE_PATH = '/m/message';

/** The badge text of the Messages entries ("3", "99+"), or null for guests and nothing unread. */
export function useMessagesBadge(): string | null {
  const viewer = useSessionViewer();
  const chatOn = useCommonStore((state) => state.whitelabel[WhitelabelFlag.CBS3] === true);
  const counts = useUnreadCounts().data;
  return formatBadge(unreadTotal(counts, viewer, chatOn), viewer.loggedIn);
}

/**
 * A way into the message centre (inbox, announcements, live chat) with the member's unread count,
 * for home's quick links, the side menu and the member centre: operator messages such as a
 * withdrawal's result must be seen without typing an address. Its accessible name says the count.
 */
export function MessagesEntry({
  className,
  iconClassName,
  iconSize,
  onClick,
}: {
  className: string;
  iconClassName?: string;
  iconSize?: number;
  onClick?: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const badge = useMessagesBadge();
  const label = t('home.messages');
  return (
    <Link
      className={className}
      to={MESSAGE_CENTRE_PATH}
      aria-label={badge ? t('home.messagesUnread', { count: badge }) : undefined}
      onClick={onClick}
    >
      {/* The label before the count in the text, as in the name (label in name); the icon still
          shows first (.unread-anchor's order). */}
      <span>{label}</span>{' '}
      <span className={iconClassName ? `unread-anchor ${iconClassName}` : 'unread-anchor'} aria-hidden="true">
        <Icon name="bell" size={iconSize} />
        <UnreadBadge count={badge} />
      </span>
    </Link>
  );
}
