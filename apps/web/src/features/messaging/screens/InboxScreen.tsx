import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { EmptyState, LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { deleteInbox } from '../api/deleteInbox.ts';
import { useInbox } from '../api/getInbox.ts';
import { messagingKeys } from '../api/keys.ts';
import { readInbox } from '../api/readInbox.ts';
import { useRefreshUnreadCounts } from '../api/unreadCount.ts';
import { MessageRow } from '../components/MessageRow.tsx';
import '../components/messaging.css';
import { ReadDialog } from '../components/ReadDialog.tsx';
import { useMessagingT } from '../i18n/texts.ts';

import { type InboxPages, inboxMessages, updateInboxMessage } from '../model/inboxPages.ts';
import type { InboxItem } from '../model/types.ts';

/** Read, delete with a confirmation, and the reloads after each (list, unread counts throttled). */
function useInboxActions() {
  const client = useQueryClient();
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  const { t: shellT } = useTranslation();
  const refreshCounts = useRefreshUnreadCounts();
  const key = messagingKeys.inbox(token, language);
  const settle = (messageId: number, change: 'read' | 'deleted'): void => {
    client.setQueryData<InboxPages>(key, (old) => updateInboxMessage(old, messageId, change));
  };
  const reload = (): void => {
    refreshCounts();
    void client.invalidateQueries({ queryKey: key });
  };
  const fail = (error: unknown): void => {
    showToast(errorText(error, language, shellT), 'error');
  };
  return {
    read: (item: InboxItem): void => {
      if (item.read) return;
      settle(item.messageId, 'read');
      readInbox(item.messageId).then(reload, fail);
    },
    remove: async (item: InboxItem, done: string): Promise<boolean> => {
      try {
        await deleteInbox(item.messageId);
      } catch (error) {
        fail(error);
        return false;
      }
      settle(item.messageId, 'deleted');
      showToast(done, 'success');
      reload();
      return true;
    },
  };
}

function InboxList(): ReactElement {
  const { t } = useMessagingT();
  const language = useLanguage();
  const inbox = useInbox(true);
  const actions = useInboxActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = (): void => {
    setOpenId(null);
    setConfirming(false);
  };

  if (!inbox.data) return <LoadState query={inbox} failedTitle={t('inbox.loadError')} />;
  const messages = inboxMessages(inbox.data);
  if (messages.length === 0) {
    return <EmptyState icon="bell" title={t('inbox.empty')} hint={t('inbox.emptyHint')} />;
  }
  const opened = messages.find((item) => item.messageId === openId);
  return (
    <div className="messages">
      <ul className="messages__list card" aria-label={t('inbox.listLabel')}>
        {messages.map((item) => (
          <MessageRow
            key={item.messageId}
            title={item.title}
            date={item.sentAt}
            unread={!item.read}
            unreadLabel={t('inbox.unread')}
            onOpen={() => {
              setOpenId(item.messageId);
              actions.read(item);
            }}
          />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <button
          type="button"
          className="button button--ghost messages__more"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {t('inbox.loadMore')}
        </button>
      )}
      {opened && !confirming && (
        <ReadDialog
          title={opened.title}
          dateLine={t('inbox.sentAt', { date: formatDateTime(opened.sentAt, language) })}
          html={opened.content}
          onClose={close}
          actions={
            <>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
                {t('inbox.delete')}
              </button>
              <button type="button" className="button button--primary" onClick={close}>
                {t('common.close')}
              </button>
            </>
          }
        />
      )}
      <ConfirmDialog
        open={opened !== undefined && confirming}
        title={t('inbox.confirmTitle')}
        text={t('inbox.confirmText')}
        confirmLabel={t('inbox.confirmDelete')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!opened) return;
          void actions.remove(opened, t('inbox.deleted')).then((removed) => {
            if (removed) close();
          });
        }}
      />
    </div>
  );
}

/**
 * Inbox (/m/webEmail): the operator's messages to this member, newest first, paged; open one to
 * read it (marks it read), delete with a confirmation. Guests log in first; trial members get
 * free_reject and go home (spec 4, 6).
 */
export default function InboxScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <InboxList />
    </GatedScreen>
  );
}
