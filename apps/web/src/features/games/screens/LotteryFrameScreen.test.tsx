import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { plantMember } from '../test/fixtures.ts';
import LotteryFrameScreen from './LotteryFrameScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, status: number): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('', { status }))),
  );
  renderWithProviders(
    <Routes>
      <Route path="/m/launchGame" element={<LotteryFrameScreen />} />
      <Route path="/m/home" element={<h1>Home screen</h1>} />
      <Route path="/m/game" element={<h1>Lobby screen</h1>} />
    </Routes>,
    path,
  );
}

describe('lottery frame (spec 2.11)', () => {
  it('shows the lottery with the token, and its close corner returns home when pageBack is set', async () => {
    plantMember();
    renderAt('/m/launchGame?playType=trad&gameId=5&pageBack=home', 200);
    const frame = await screen.findByTitle('Lottery');
    expect(frame.getAttribute('src')).toMatch(
      /^\/lottery\/\?playType=trad&gameId=5&token=t1&merchantCode=OL&cssName=/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('says the lottery is not available yet while its page is missing, and closes to the lobby', async () => {
    plantMember();
    renderAt('/m/launchGame?playType=trad&gameId=5', 404);
    expect(
      await screen.findByRole('heading', { name: 'The lottery is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Lottery')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(await screen.findByRole('heading', { name: 'Lobby screen' })).toBeInTheDocument();
  });
});
