import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { UNREAD_REFRESH_MS, useUnreadCounts } from './unreadCount.ts';

const UNREAD_PATH = '/wps/relay/CSP_unreadCount';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  setVisibility('visible');
});

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** What a badge reads: the member's total. */
function Total(): ReactElement {
  return <output aria-label="Unread">{useUnreadCounts().data?.totalUnreadCount ?? '-'}</output>;
}

describe('the unread counts while the lobby stays open', () => {
  it('asks again every minute while visible, not at all while hidden, and at once on coming back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    logInAs();
    // Each ask finds one more message: an operator keeps writing.
    let waiting = 0;
    const server = fakeServer({
      [`GET ${UNREAD_PATH}`]: () => {
        waiting += 1;
        return {
          value: {
            announcementUnreadCount: 0,
            chatUnreadCount: 0,
            inboxUnreadCount: waiting,
            totalUnreadCount: waiting,
          },
        };
      },
    });
    /** Lets an answer that has arrived reach the screen. */
    const settle = () => act(() => vi.advanceTimersByTimeAsync(300));
    const asks = () => server.calls.filter((call) => call.path === UNREAD_PATH).length;
    renderWithProviders(<Total />);
    await settle();
    expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('1');

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    await settle();
    expect(asks()).toBe(2);
    expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('2');

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS * 5));
    expect(asks()).toBe(2);

    act(() => setVisibility('visible'));
    await settle();
    expect(asks()).toBe(3);
    expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('3');
  });
});
