import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { nextCheckAt, timePlayed } from '../model/realityClock.ts';
import RealityCheck from './RealityCheck.tsx';

const SESSION = '/wps/member/protection/session';
const STARTED = '2026-11-27T09:00:00.000Z';
const MINUTE = 60_000;

/** The session endpoint: the server clock runs `skewMs` ahead of the phone's. */
function serve(figures: { net: string; stakes: string; wins: string }, interval = 15, skewMs = 0) {
  return fakeServer({
    [`GET ${SESSION}`]: () => ({
      value: {
        currency: 'CNY',
        startedAt: STARTED,
        now: new Date(Date.now() + skewMs).toISOString(),
        intervalMinutes: interval,
        ...figures,
      },
    }),
  });
}

function renderCheck() {
  const closeFrame = vi.fn();
  const onLogOut = vi.fn();
  renderWithProviders(
    <Routes>
      <Route path="/m/home" element={<RealityCheck closeFrame={closeFrame} onLogOut={onLogOut} />} />
      <Route path="/m/gameRecord" element={<p>Betting record page</p>} />
    </Routes>,
    '/m/home',
  );
  return { closeFrame, onLogOut };
}

// Not inside act(): act holds every render and effect until it returns, so the check's timer,
// set once the session has arrived, would only start after the whole advance.
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 14 minutes into the session: a reload here still shows the first check at 15.
  vi.setSystemTime(new Date(Date.parse(STARTED) + 14 * MINUTE));
  logInAs();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
});

describe('RealityCheck', () => {
  it('shows time played and the net result at the interval counted from the session start', async () => {
    serve({ net: '-70.00', stakes: '100.00', wins: '30.00' });
    renderCheck();
    await advance(30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(31_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(within(dialog).getByText('15 min')).toBeInTheDocument());
    expect(within(dialog).getByText('Time played')).toBeInTheDocument();
    expect(within(dialog).getByText(/-.*70\.00/)).toBeInTheDocument();
    expect(within(dialog).getByText(/100\.00/)).toBeInTheDocument();

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The next one comes 15 minutes later, with the time played since the session began.
    await advance(14 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE + 1_000);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(within(again).getByText('30 min')).toBeInTheDocument());
  });

  it('counts on the server clock, not the phone’s', async () => {
    // The server is 5 minutes ahead: it is already 19 minutes into the session, so 15 has passed
    // and the next check is at 30, 11 phone minutes away.
    serve({ net: '0.00', stakes: '0.00', wins: '0.00' }, 15, 5 * MINUTE);
    renderCheck();
    await advance(10 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE + 1_000);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('See history closes the game and opens the betting record', async () => {
    serve({ net: '12.50', stakes: '10.00', wins: '22.50' });
    const { closeFrame, onLogOut } = renderCheck();
    await advance(MINUTE + 1_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'See history' }));
    expect(closeFrame).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Betting record page')).toBeInTheDocument();
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it('Log out asks the app to sign out', async () => {
    serve({ net: '12.50', stakes: '10.00', wins: '22.50' });
    const { onLogOut } = renderCheck();
    await advance(MINUTE + 1_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing with the interval off', async () => {
    const { fetchMock } = serve({ net: '0.00', stakes: '0.00', wins: '0.00' }, 0);
    renderCheck();
    await advance(120 * MINUTE);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Urdu', async () => {
    await act(() => initI18n('UR'));
    try {
      serve({ net: '-5.00', stakes: '5.00', wins: '0.00' });
      renderCheck();
      await advance(MINUTE + 1_000);
      const dialog = await screen.findByRole('dialog', { name: 'ریئلٹی چیک' });
      expect(within(dialog).getByRole('button', { name: 'کھیلنا جاری رکھیں' })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByText('15 منٹ')).toBeInTheDocument());
    } finally {
      await act(() => initI18n('EN'));
    }
  });
});

describe('reality clock', () => {
  it('counts intervals from the session start', () => {
    const start = Date.parse(STARTED);
    expect(nextCheckAt(start, start, 15 * MINUTE)).toBe(start + 15 * MINUTE);
    expect(nextCheckAt(start, start + 14 * MINUTE, 15 * MINUTE)).toBe(start + 15 * MINUTE);
    expect(nextCheckAt(start, start + 15 * MINUTE, 15 * MINUTE)).toBe(start + 30 * MINUTE);
    expect(nextCheckAt(start, start + 61 * MINUTE, 30 * MINUTE)).toBe(start + 90 * MINUTE);
    expect(timePlayed(start, start + 75 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 15 });
  });
});
