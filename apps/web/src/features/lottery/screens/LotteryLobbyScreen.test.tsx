import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import LotteryLobbyScreen from './LotteryLobbyScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

describe('LotteryLobbyScreen', () => {
  it('a lobby that failed to load says so with Try again, which loads the lotteries again', async () => {
    let calls = 0;
    fakeServer({
      'GET /lgw/games': () =>
        calls++ === 0 ? { failure: { code: 'NOT_FOUND' }, status: 404 } : { value: { list: [] } },
    });
    renderWithProviders(<LotteryLobbyScreen />, '/m/lottery');
    expect(await screen.findByRole('alert')).toHaveTextContent('The lotteries could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Lottery' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
