import type { ReactElement } from 'react';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';

interface MessageRowProps {
  title: string;
  date: string;
  /** Shows the unread dot and says "Unread" to screen readers. */
  unread: boolean;
  unreadLabel: string;
  onOpen: () => void;
}

/** One notice or inbox message in a list: title, date, and a dot while unread. */
export function MessageRow({ title, date, unread, unreadLabel, onOpen }: MessageRowProps): ReactElement {
  const language = useLanguage();
  return (
    <li>
      <button type="button" className="message-row" data-unread={unread} onClick={onOpen}>
        {/* Always there, so read and unread titles line up; only unread ones show it. */}
        <span className="message-row__dot" aria-hidden="true" />
        <span className="message-row__text">
          <span className="message-row__title">{title}</span>
          {unread && <span className="visually-hidden">{`, ${unreadLabel}`}</span>}
          <time className="message-row__date" dateTime={date}>
            {formatDateTime(date, language)}
          </time>
        </span>
      </button>
    </li>
  );
}
