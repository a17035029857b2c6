import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { AccountHistoryLink, RealityInterval } from './RealitySettings.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('Reality check on Safer gambling', () => {
  it('shows the interval stored on the server and saves a new one', async () => {
    logInAs();
    let interval = 30;
    const { calls } = fakeServer({
      'GET /wps/member/protection/session': () => ({
        value: {
          currency: 'CNY',
          startedAt: '2026-11-27T09:00:00.000Z',
          now: '2026-11-27T09:10:00.000Z',
          stakes: '0.00',
          wins: '0.00',
          net: '0.00',
          intervalMinutes: interval,
        },
      }),
      'POST /wps/member/protection/reality-check': ({ body }) => {
        interval = (body as { minutes: number }).minutes;
        return { value: { intervalMinutes: interval } };
      },
    });
    renderWithProviders(
      <>
        <RealityInterval />
        <AccountHistoryLink />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Remind me every' });
    expect(await screen.findByRole('option', { name: '30 minutes', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Off',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
    ]);
    await userEvent.selectOptions(select, '15');
    await waitFor(() => expect(useToastStore.getState().toast?.text).toBe('Reality check saved.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ minutes: 15 });
    expect(await screen.findByRole('option', { name: '15 minutes', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Account history/ })).toHaveAttribute(
      'href',
      '/m/member/accountHistory',
    );
  });
});
