import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { contractCall } from '../../../../shared/api/client.ts';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../../test/session.ts';
import { LimitOffer } from './LimitOffer.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Shows when the limits query (the offer's own key) has its answer. */
function Loaded() {
  const loaded = useQuery({
    queryKey: ['protection', 'limits', 't1'],
    queryFn: ({ signal }) => contractCall('myLimits', { signal }),
  });
  return loaded.data === undefined ? null : <p>limits loaded</p>;
}

/** The offer beside a probe that reads the same query, so a test can wait for the answer. */
const withProbe = () =>
  renderWithProviders(
    <>
      <LimitOffer />
      <Loaded />
    </>,
    '/m/voucherCenter',
  );

const limits = (list: unknown[]) =>
  fakeServer({
    'GET /wps/member/protection/limits': { value: { currency: 'PKR', limits: list, sessionStartedAt: null } },
  });

describe('the limit offer before a deposit', () => {
  it('offers a member without limits to set one, and "Not now" keeps it away on this device', async () => {
    logInAs();
    limits([]);
    const first = renderWithProviders(<LimitOffer />, '/m/voucherCenter');
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit first?' });
    expect(screen.getByRole('link', { name: 'Set a limit' })).toHaveAttribute(
      'href',
      '/m/member/saferGambling',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer).not.toBeInTheDocument();
    first.unmount();
    withProbe();
    expect(await screen.findByText('limits loaded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set a deposit limit first?' })).toBeNull();
  });

  it('says nothing to a member who has a limit', async () => {
    logInAs();
    const server = limits([
      { kind: 'DEPOSIT', period: 'DAY', amount: '500.00', used: '0.00', left: '500.00', pending: null },
    ]);
    withProbe();
    // The offer reads the same answer by the time the probe shows it.
    expect(await screen.findByText('limits loaded')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/wps/member/protection/limits')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Set a deposit limit first?' })).toBeNull();
  });
});
