import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { logInAs } from '../../test/session.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HomeQuickNav } from './HomeQuickNav.tsx';

const AVAILABLE = 'GET /wps/relay/MCSFE_getAvailablePromotions';
const UNREAD = 'GET /wps/relay/CSP_unreadCount';
const rewardCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/wps/relay/MCSFE_getAvailablePromotions');

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  await switchLanguage('EN', { persist: false });
});

const nav = () => renderWithProviders(<HomeQuickNav />, '/m/home');

describe('the reward centre badge on home', () => {
  it('shows a member the unclaimed count, and says it in the entry’s name', async () => {
    logInAs();
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 3 } } });
    nav();
    const entry = await screen.findByRole('link', { name: 'Rewards, 3 unclaimed' });
    expect(entry).toHaveAttribute('href', '/m/rewardCenter');
    expect(entry).toHaveTextContent('3');
  });

  it('caps the count at 99+', async () => {
    logInAs();
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 150 } } });
    nav();
    expect(await screen.findByRole('link', { name: 'Rewards, 99+ unclaimed' })).toHaveTextContent('99+');
  });

  it('names the count in Urdu too', async () => {
    logInAs();
    await switchLanguage('UR', { persist: false });
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 2 } } });
    nav();
    expect(await screen.findByRole('link', { name: 'انعامات، 2 غیر وصول شدہ' })).toBeInTheDocument();
  });

  it('hides the badge at zero', async () => {
    logInAs();
    const server = fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 0 } } });
    nav();
    await waitFor(() => expect(rewardCalls(server.calls)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Rewards' })).not.toHaveTextContent(/\d/);
  });

  it('never asks for guests or trial members, who see no badge', () => {
    const server = fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 5 } } });
    nav();
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/m/login');
    logInAs(4);
    expect(rewardCalls(server.calls)).toHaveLength(0);
  });
});

const counts = (inbox: number, announcements = 0) => ({
  value: {
    announcementUnreadCount: announcements,
    chatUnreadCount: 0,
    inboxUnreadCount: inbox,
    totalUnreadCount: inbox + announcements,
  },
});

describe('home finds the lobbies, customer service and messages', () => {
  it('links the game lobby and the lottery lobby, and offers customer service as its own sheet', () => {
    fakeServer({});
    nav();
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/m/game');
    expect(screen.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/m/lottery');
    // Not the FAQ: the sheet of ways to reach a person.
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
  });

  it("shows a member's unread messages on the Messages entry, which opens the message centre", async () => {
    logInAs();
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 0 } }, [UNREAD]: counts(2, 1) });
    nav();
    const entry = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(entry).toHaveAttribute('href', '/m/message');
    // Its text reads in the name's order, so the name holds what it shows (label in name).
    expect(entry).toHaveTextContent(/^Messages 3$/);
  });

  it('says the count in Urdu and caps it at 99+', async () => {
    logInAs();
    await switchLanguage('UR', { persist: false });
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 0 } }, [UNREAD]: counts(140) });
    nav();
    expect(await screen.findByRole('link', { name: 'پیغامات، 99+ نہیں پڑھے گئے' })).toBeInTheDocument();
  });

  it('shows a guest the Messages entry without a badge', () => {
    const server = fakeServer({ [UNREAD]: counts(5) });
    nav();
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveTextContent(/\d/);
    expect(server.calls.filter((call) => call.path === '/wps/relay/CSP_unreadCount')).toHaveLength(0);
  });
});
