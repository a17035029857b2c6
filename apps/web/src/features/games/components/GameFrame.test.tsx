import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBalance } from '../../../shared/api/balance.ts';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { openGameFrame } from '../model/frameStore.ts';
import { GameFrameHost } from './GameFrame.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

function Lobby(): ReactElement {
  const balance = useBalance().data;
  return (
    <>
      <p>Balance {balance?.sumBalance ?? '…'}</p>
      <GameFrameHost />
    </>
  );
}

describe('game frame', () => {
  it('opens the launched game full screen, and closing it refreshes the balance', async () => {
    logInAs();
    let balance = '100.00';
    const server = fakeServer({
      'GET /wps/v2/wallets/balance': () => ({
        value: {
          currency: 'CNY',
          currencySymbol: '￥',
          sumBalance: balance,
          mainBalance: balance,
          pendingWithdrawal: '0.00',
          trial: false,
          subWallets: [],
        },
      }),
    });
    renderWithProviders(<Lobby />, '/m/home');
    expect(await screen.findByText('Balance 100.00')).toBeInTheDocument();
    openGameFrame({ url: '/studio/slot/?t=abc', gameName: 'Lucky Slot' });
    const frame = await screen.findByRole('dialog', { name: 'Lucky Slot' });
    // The house studio's page is told the lobby's language and theme (dark unless the player chose light).
    expect(frame.querySelector('iframe')?.getAttribute('src')).toBe(
      '/studio/slot/?t=abc&lang=EN&cssName=dark',
    );
    balance = '140.00';
    await userEvent.click(screen.getByRole('button', { name: 'Close Lucky Slot' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Balance 140.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/wps/v2/wallets/balance')).toHaveLength(2),
    );
  });

  it("opens a vendor's game at the address the launch gave, untouched", async () => {
    logInAs();
    fakeServer({});
    renderWithProviders(<GameFrameHost />, '/m/home');
    const url = 'https://games.example.com/play?launch=abc&lang=EN';
    openGameFrame({ url, gameName: 'Vendor Slot' });
    const frame = await screen.findByRole('dialog', { name: 'Vendor Slot' });
    expect(frame.querySelector('iframe')?.getAttribute('src')).toBe(url);
    await userEvent.click(screen.getByRole('button', { name: 'Close Vendor Slot' }));
  });

  it('is a modal: focus starts on its close corner, and Escape closes it as the corner does', async () => {
    logInAs();
    fakeServer({});
    const user = userEvent.setup();
    renderWithProviders(<GameFrameHost />, '/m/home');
    openGameFrame({ url: '/studio/dice/', gameName: 'Classic Dice' });
    const frame = await screen.findByRole('dialog', { name: 'Classic Dice' });
    expect(frame).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Classic Dice' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('leaves the lobby under it inert while open, and live again with focus back on the opener', async () => {
    logInAs();
    fakeServer({});
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <>
        <button
          type="button"
          onClick={() => openGameFrame({ url: '/studio/dice/', gameName: 'Classic Dice' })}
        >
          Play Classic Dice
        </button>
        <GameFrameHost />
      </>,
      '/m/home',
    );
    // The app's own root, as on the page.
    container.id = 'root';
    const opener = screen.getByRole('button', { name: 'Play Classic Dice' });
    await user.click(opener);
    const frame = await screen.findByRole('dialog', { name: 'Classic Dice' });
    expect(container.contains(frame)).toBe(false);
    expect(container.inert).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Classic Dice' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.inert).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("isolates the game's name in its bar, so an English name reads in its own order in Urdu", async () => {
    logInAs();
    fakeServer({});
    await switchLanguage('UR');
    try {
      renderWithProviders(<GameFrameHost />, '/m/home');
      openGameFrame({ url: '/studio/slot/?t=abc', gameName: 'Lucky Slot 7' });
      const frame = await screen.findByRole('dialog', { name: 'Lucky Slot 7' });
      const bar = frame.querySelector('.game-frame__name');
      expect(bar).toHaveTextContent('Lucky Slot 7');
      expect(bar?.querySelector('bdi')).toHaveTextContent('Lucky Slot 7');
      await userEvent.keyboard('{Escape}');
    } finally {
      await switchLanguage('EN');
    }
  });
});
