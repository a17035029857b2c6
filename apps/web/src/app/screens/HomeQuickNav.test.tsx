import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../shared/i18n/i18n.ts';
import { readSessionInfo } from '../../shared/session/sessionInfo.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HomeQuickNav } from './HomeQuickNav.tsx';

const AVAILABLE = 'GET /wps/relay/MCSFE_getAvailablePromotions';

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  await switchLanguage('EN', { persist: false });
});

function logIn(type = 0): void {
  sessionStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 't1', merchantCode: 'OL', userName: 'amir', type, firstTimeLogin: false }),
  );
  useCommonStore.setState({ session: readSessionInfo() });
}

const nav = () => renderWithProviders(<HomeQuickNav servicePath={undefined} />, '/m/home');

describe('the reward centre badge on home', () => {
  it('shows a member the unclaimed count, and says it in the entry’s name', async () => {
    logIn();
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 3 } } });
    nav();
    const entry = await screen.findByRole('link', { name: 'Rewards, 3 unclaimed' });
    expect(entry).toHaveAttribute('href', '/m/rewardCenter');
    expect(entry).toHaveTextContent('3');
  });

  it('caps the count at 99+', async () => {
    logIn();
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 150 } } });
    nav();
    expect(await screen.findByRole('link', { name: 'Rewards, 99+ unclaimed' })).toHaveTextContent('99+');
  });

  it('names the count in Urdu too', async () => {
    logIn();
    await switchLanguage('UR', { persist: false });
    fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 2 } } });
    nav();
    expect(await screen.findByRole('link', { name: 'انعامات، 2 غیر وصول شدہ' })).toBeInTheDocument();
  });

  it('hides the badge at zero', async () => {
    logIn();
    const server = fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 0 } } });
    nav();
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(screen.getByRole('link', { name: 'Rewards' })).not.toHaveTextContent(/\d/);
  });

  it('never asks for guests or trial members, who see no badge', () => {
    const server = fakeServer({ [AVAILABLE]: { value: { list: [], unclaimed: 5 } } });
    nav();
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/m/login');
    logIn(4);
    expect(server.calls).toHaveLength(0);
  });
});
