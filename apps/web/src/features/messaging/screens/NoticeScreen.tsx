import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { EmptyState, LoadState } from '../../../shared/ui/LoadState.tsx';
import { MESSAGING_KEY, NOTICES_KEY } from '../api/keys.ts';
import { useLobbyNews } from '../api/lobbyNews.ts';
import { markAnnouncementAsRead } from '../api/markAnnouncementAsRead.ts';
import { MessageRow } from '../components/MessageRow.tsx';
import '../components/messaging.css';
import { ReadDialog } from '../components/ReadDialog.tsx';
import { useMessagingT } from '../i18n/texts.ts';
import { createNoticeReader, withNoticeRead } from '../model/noticeRead.ts';
import type { NoticeItem, NoticeList } from '../model/types.ts';

/** Marks notices read: every cached notice list at once, then the call, then the reloads. */
function useNoticeReader(): (id: number) => void {
  const client = useQueryClient();
  const [read] = useState(() =>
    createNoticeReader({
      markLocal: (id) =>
        client.setQueriesData<NoticeList>({ queryKey: NOTICES_KEY }, (old) =>
          old ? withNoticeRead(old, id) : old,
        ),
      markRemote: markAnnouncementAsRead,
      // The list and the unread counts of the message centre.
      reload: () => void client.invalidateQueries({ queryKey: MESSAGING_KEY }),
    }),
  );
  return read;
}

/**
 * Notices (/m/notice, spec 2.4 marquee target, 3, 4): the operator's announcements (type PL), newest
 * first as the server sorts them, each opened to read in a dialog. Members see unread dots.
 */
export default function NoticeScreen(): ReactElement {
  const { t } = useMessagingT();
  const language = useLanguage();
  const { loggedIn } = useSessionViewer();
  const notices = useLobbyNews();
  const markRead = useNoticeReader();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = (item: NoticeItem): void => {
    setOpenId(item.id);
    // Guests read without a token: nothing is marked read for them.
    if (loggedIn && !item.read) markRead(item.id);
  };

  if (!notices.data) return <LoadState query={notices} failedTitle={t('notice.loadError')} />;
  const { list } = notices.data;
  if (list.length === 0) {
    return <EmptyState icon="megaphone" title={t('notice.empty')} hint={t('notice.emptyHint')} />;
  }
  const opened = list.find((item) => item.id === openId);
  return (
    <div className="messages">
      <ul className="messages__list card" aria-label={t('notice.listLabel')}>
        {list.map((item) => (
          <MessageRow
            key={item.id}
            title={item.title}
            date={item.startsAt}
            unread={loggedIn && !item.read}
            unreadLabel={t('notice.unread')}
            onOpen={() => open(item)}
          />
        ))}
      </ul>
      {opened && (
        <ReadDialog
          title={opened.title}
          dateLine={t('notice.postedAt', { date: formatDateTime(opened.startsAt, language) })}
          html={opened.content}
          onClose={() => setOpenId(null)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setOpenId(null)}>
              {t('common.close')}
            </button>
          }
        />
      )}
    </div>
  );
}
