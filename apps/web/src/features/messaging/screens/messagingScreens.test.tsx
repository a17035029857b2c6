import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberType } from '@openlobby/contract/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { openByAddress } from '../../../test/openByAddress.tsx';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { MessagesEntry } from '../components/MessagesEntry.tsx';
import InboxScreen from './InboxScreen.tsx';
import MessageCentreScreen from './MessageCentreScreen.tsx';
import NoticeScreen from './NoticeScreen.tsx';

const NOTICE = {
  id: 4,
  type: 'PL',
  title: 'Maintenance tonight',
  content: '<p>Short break.</p><img src="x" onerror="window.noticeXss = 1">',
  read: false,
  startsAt: '2026-11-20T10:00:00.000Z',
};
const MESSAGE = {
  messageId: 9,
  title: 'Your bonus is ready',
  content: '<p>Claim it today.</p>',
  read: false,
  sentAt: '2026-11-21T10:00:00.000Z',
};
const COUNTS = {
  announcementUnreadCount: 1,
  chatUnreadCount: 0,
  inboxUnreadCount: 150,
  totalUnreadCount: 151,
};

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null, whitelabel: {}, customerService: [] });
  useToastStore.setState({ toast: null });
});

describe('notices (/m/notice)', () => {
  it('a member opens a notice: the dot goes at once, then mark-as-read, then the list reloads', async () => {
    logInAs();
    let marked = false;
    const server = fakeServer({
      'GET /wps/relay/GLS2_lobbyNews': () => ({
        value: { list: [{ ...NOTICE, read: marked }], unread: marked ? 0 : 1 },
      }),
      'POST /wps/relay/MCSFE_markAnnouncementAsRead': () => {
        marked = true;
        return { value: { announcementId: 4, read: true } };
      },
    });
    renderWithProviders(<NoticeScreen />, '/m/notice');
    const row = await screen.findByRole('button', { name: /Maintenance tonight.*Unread/ });
    await userEvent.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Maintenance tonight' });
    expect(within(dialog).getByText('Short break.')).toBeInTheDocument();
    // Sanitising is checked in Chromium (e2e/messaging.spec.ts): happy-dom lets handlers through.
    expect(screen.queryByRole('button', { name: /Unread/ })).toBeNull();
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path.endsWith('GLS2_lobbyNews'))).toHaveLength(2),
    );
    const order = server.calls.map((call) => call.path.split('/').pop());
    expect(order).toEqual(['GLS2_lobbyNews', 'MCSFE_markAnnouncementAsRead', 'GLS2_lobbyNews']);
    expect(server.calls[1]?.body).toEqual({ announcementId: 4 });
  });

  it('a guest reads a notice without dots and nothing is marked read', async () => {
    const server = fakeServer({ 'GET /wps/relay/GLS2_lobbyNews': { value: { list: [NOTICE], unread: 1 } } });
    renderWithProviders(<NoticeScreen />, '/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: /^Maintenance tonight/ }));
    expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(screen.queryByText('Unread')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.map((call) => call.path)).toEqual(['/wps/relay/GLS2_lobbyNews']);
  });

  it('says so when there are no notices', async () => {
    fakeServer({ 'GET /wps/relay/GLS2_lobbyNews': { value: { list: [], unread: 0 } } });
    renderWithProviders(<NoticeScreen />, '/m/notice');
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });

  it('a list that failed to load offers Try again, which loads it again', async () => {
    let calls = 0;
    fakeServer({
      'GET /wps/relay/GLS2_lobbyNews': () =>
        calls++ === 0
          ? { failure: { code: 'NOT_FOUND' }, status: 404 }
          : { value: { list: [NOTICE], unread: 1 } },
    });
    renderWithProviders(<NoticeScreen />, '/m/notice');
    expect(await screen.findByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Announcement list' })).toHaveTextContent(
      'Maintenance tonight',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('message centre (/m/message)', () => {
  it('shows a member the badges (99+ above 99) and hides live chat without CBS3', async () => {
    logInAs();
    fakeServer({ 'GET /wps/relay/CSP_unreadCount': { value: COUNTS } });
    renderWithProviders(<MessageCentreScreen />, '/m/message');
    expect(await screen.findByRole('link', { name: 'Inbox, 99+ unread' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
    const announcements = screen.getByRole('link', { name: 'Announcements, 1 unread' });
    expect(announcements).toHaveAttribute('href', '/m/notice');
    // Its text reads as its name does, label then count, as words (label in name).
    expect(announcements).toHaveTextContent(/^Announcements 1$/);
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Message centre' })).toBeInTheDocument();
  });

  it("agrees with the lobby's Messages entry: its count is the centre's, spread over the rows it counts", async () => {
    logInAs();
    fakeServer({
      'GET /wps/relay/CSP_unreadCount': {
        value: { announcementUnreadCount: 6, chatUnreadCount: 0, inboxUnreadCount: 0, totalUnreadCount: 6 },
      },
    });
    renderWithProviders(
      <>
        <MessagesEntry className="entry" />
        <MessageCentreScreen />
      </>,
      '/m/home',
    );
    expect(await screen.findByRole('link', { name: 'Messages, 6 unread' })).toHaveAttribute(
      'href',
      '/m/message',
    );
    const rows = screen.getByRole('navigation', { name: 'Messages and service' });
    expect(within(rows).getByRole('link', { name: 'Announcements, 6 unread' })).toHaveAttribute(
      'href',
      '/m/notice',
    );
    // The inbox row is named as the page it opens: no row inside reads "Messages" without the 6.
    expect(within(rows).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/m/webEmail');
    expect(within(rows).queryByRole('link', { name: /^Messages/ })).toBeNull();
  });

  it('gives a trial member the free_reject toast for Messages and Live chat', async () => {
    logInAs(MemberType.TRIAL);
    useCommonStore.setState({ whitelabel: { CBS3: true } });
    fakeServer({ 'GET /wps/relay/CSP_unreadCount': { value: COUNTS } });
    renderWithProviders(<MessageCentreScreen />, '/m/message');
    await userEvent.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(useToastStore.getState().toast?.text).toMatch(/actual account/i);
    useToastStore.setState({ toast: null });
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(useToastStore.getState().toast?.text).toMatch(/actual account/i);
  });

  it('sends a guest tapping Messages to login and shows no badges', () => {
    const server = fakeServer({});
    renderWithProviders(<MessageCentreScreen />, '/m/message');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/m/login');
    expect(server.calls).toEqual([]);
  });
});

describe('inbox (/m/webEmail)', () => {
  it('reads a message (marked read, counts refreshed) and deletes it after a confirmation', async () => {
    logInAs();
    let read = false;
    let deleted = false;
    const server = fakeServer({
      'GET /wps/relay/CSP_getInbox': () => ({
        value: {
          content: deleted ? [] : [{ ...MESSAGE, read }],
          pageNum: 1,
          totalPages: 1,
          total: deleted ? 0 : 1,
        },
      }),
      'POST /wps/relay/CSP_readInbox': () => {
        read = true;
        return { value: { messageId: 9, read: true, deleted: false } };
      },
      'POST /wps/relay/CSP_deleteInbox': () => {
        deleted = true;
        return { value: { messageId: 9, read: true, deleted: true } };
      },
    });
    renderWithProviders(<InboxScreen />, '/m/webEmail');
    await userEvent.click(await screen.findByRole('button', { name: /Your bonus is ready.*Unread/ }));
    const dialog = screen.getByRole('dialog', { name: 'Your bonus is ready' });
    expect(within(dialog).getByText('Claim it today.')).toBeInTheDocument();
    await waitFor(() => expect(read).toBe(true));
    expect(server.calls.find((call) => call.path.endsWith('CSP_readInbox'))?.body).toEqual({ messageId: 9 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(deleted).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
    expect(useToastStore.getState().toast?.text).toBe('Message deleted');
  });

  it('asks before deleting: Escape or Cancel deletes nothing and goes back to the message', async () => {
    logInAs();
    fakeServer({
      'GET /wps/relay/CSP_getInbox': { value: { content: [MESSAGE], pageNum: 1, totalPages: 1, total: 1 } },
      'POST /wps/relay/CSP_readInbox': { value: { messageId: 9, read: true, deleted: false } },
    });
    const user = userEvent.setup();
    renderWithProviders(<InboxScreen />, '/m/webEmail');
    await user.click(await screen.findByRole('button', { name: /Your bonus is ready.*Unread/ }));
    for (const sayNo of ['{Escape}', 'Cancel']) {
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete this message?' });
      expect(confirm).toHaveAccessibleDescription('It will be removed from your inbox for good.');
      // The safe answer takes the focus: a stray Enter deletes nothing.
      await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      if (sayNo === 'Cancel') await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      else await user.keyboard(sayNo);
      expect(screen.queryByRole('dialog', { name: 'Delete this message?' })).toBeNull();
      const message = screen.getByRole('dialog', { name: 'Your bonus is ready' });
      await waitFor(() => expect(message).toContainElement(document.activeElement as HTMLElement));
    }
    expect(screen.getByRole('list', { name: 'Inbox messages' })).toHaveTextContent('Your bonus is ready');
  });

  it('asks an Urdu player in Urdu', async () => {
    await initI18n('UR');
    try {
      logInAs();
      fakeServer({
        'GET /wps/relay/CSP_getInbox': { value: { content: [MESSAGE], pageNum: 1, totalPages: 1, total: 1 } },
        'POST /wps/relay/CSP_readInbox': { value: { messageId: 9, read: true, deleted: false } },
      });
      renderWithProviders(<InboxScreen />, '/m/webEmail');
      await userEvent.click(await screen.findByRole('button', { name: /Your bonus is ready/ }));
      await userEvent.click(screen.getByRole('button', { name: 'حذف کریں' }));
      const confirm = screen.getByRole('dialog', { name: 'یہ پیغام حذف کریں؟' });
      expect(within(confirm).getByRole('button', { name: 'منسوخ کریں' })).toBeInTheDocument();
      expect(within(confirm).getByRole('button', { name: 'پیغام حذف کریں' })).toBeInTheDocument();
    } finally {
      await initI18n('EN');
    }
  });
});

describe('inbox behind its gate (/m/webEmail opened by its address)', () => {
  function openInbox(): ReturnType<typeof fakeServer> {
    const server = fakeServer({});
    openByAddress('/m/webEmail', <InboxScreen />);
    return server;
  }

  it('sends a trial member home with free_reject, asking the server nothing', async () => {
    logInAs(MemberType.TRIAL);
    const server = openInbox();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast?.text).toMatch(/actual account/i);
    expect(server.calls).toEqual([]);
  });

  it('sends a guest to login, without a toast', async () => {
    const server = openInbox();
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
