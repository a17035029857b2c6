import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import LotteryFrameScreen from './LotteryFrameScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, status: number): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status })));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <Routes>
      <Route path="/m/launchGame" element={<LotteryFrameScreen />} />
      <Route path="/m/home" element={<h1>Home screen</h1>} />
      <Route path="/m/lottery" element={<h1>Lottery lobby screen</h1>} />
    </Routes>,
    path,
  );
  return fetch;
}

describe('lottery frame (spec 2.11)', () => {
  it('hands the token to the frame by postMessage only, and its close corner returns home when pageBack is set', async () => {
    logInAs();
    const fetch = renderAt('/m/launchGame?playType=trad&gameId=5&pageBack=home', 200);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Lottery');
    // Only asked whether the page answers (HEAD): the frame is what downloads it.
    expect(fetch).toHaveBeenCalledWith(
      frame.getAttribute('src'),
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(frame.getAttribute('src')).toMatch(
      /^\/lottery\/\?playType=trad&gameId=5&merchantCode=OL&cssName=\w+&lang=EN$/,
    );
    const child = frame.contentWindow as Window;
    const post = vi.spyOn(child, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'openlobby:lottery:ready' },
          origin: window.location.origin,
          source: child,
        }),
      );
    });
    expect(post).toHaveBeenCalledWith(
      { type: 'openlobby:lottery:session', token: 't1', merchantCode: 'OL' },
      window.location.origin,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('says the lottery is not available yet while its page is missing, and closes to the lottery lobby', async () => {
    logInAs();
    renderAt('/m/launchGame?playType=trad&gameId=5', 404);
    expect(
      await screen.findByRole('heading', { name: 'The lottery is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Lottery')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(await screen.findByRole('heading', { name: 'Lottery lobby screen' })).toBeInTheDocument();
  });

  it('its message is a modal like the page: named Lottery, focus on the close corner, Escape closes it', async () => {
    logInAs();
    const user = userEvent.setup();
    renderAt('/m/launchGame?playType=trad&gameId=5', 404);
    const message = await screen.findByRole('dialog', { name: 'Lottery' });
    expect(within(message).getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'The lottery is not available yet' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close the lottery' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Lottery lobby screen' })).toBeInTheDocument();
  });

  it('the page, once it answers, is the same modal: focus on its close corner, Escape closes it', async () => {
    logInAs();
    const user = userEvent.setup();
    renderAt('/m/launchGame?playType=trad&gameId=5&pageBack=home', 200);
    await screen.findByTitle('Lottery');
    expect(screen.getByRole('dialog', { name: 'Lottery' })).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close the lottery' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});
