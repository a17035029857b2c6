import type { OpsVendor, OpsVendorProbe } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, ok, readable, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { VendorsPanel } from './VendorsPanel.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const vendor = (over: Partial<OpsVendor>): OpsVendor => ({
  code: 'PV',
  name: 'Pixel Vendor',
  enabled: true,
  house: false,
  secretConfigured: true,
  launchUrlConfigured: true,
  connected: true,
  games: 10,
  enabledGames: 8,
  categories: ['RNG'],
  lastProbe: null,
  ...over,
});

const VENDORS = [
  vendor({}),
  vendor({ code: 'OLS', name: 'House', house: true }),
  vendor({ code: 'NOURL', name: 'No Url', launchUrlConfigured: false, connected: false }),
];

const probe = (over: Partial<OpsVendorProbe>): OpsVendorProbe => ({
  reachable: true,
  status: 200,
  millis: 84,
  checkedAt: '2026-11-26T12:00:00.000Z',
  reason: 'ok',
  ...over,
});

function open(probeAnswer: Answer) {
  return renderScreen({
    path: '/games',
    at: '/games',
    element: <VendorsPanel manage={false} />,
    permissions: ['games.read'],
    answer: (request) => (request.method === 'POST' ? probeAnswer(request) : ok({ content: VENDORS })),
  });
}

describe('checking a vendor’s connection', () => {
  it('asks the server about the vendor and shows how fast it answered', async () => {
    const user = userEvent.setup();
    const view = open(() => ok(probe({})));
    await user.click(await screen.findByRole('button', { name: 'Check connection: Pixel Vendor' }));
    expect(readable((await screen.findByRole('status')).textContent ?? '')).toContain('Reachable in 84 ms');
    const posted = view.sent.filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.url.pathname)).toEqual(['/ops/games/vendors/PV/probe']);
  });

  it('offers no check for house vendors or a vendor without a launch URL', async () => {
    open(() => ok(probe({})));
    expect(await screen.findByRole('button', { name: 'Check connection: Pixel Vendor' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Check connection: House' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check connection: No Url' })).toBeNull();
  });

  it('says in Urdu why a vendor is unreachable, with the status it answered', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    open(() => ok(probe({ reachable: false, status: 503, reason: 'http-error' })));
    await user.click(await screen.findByRole('button', { name: 'رابطہ جانچیں: Pixel Vendor' }));
    const result = within(await screen.findByRole('status'));
    expect(readable(result.getByText(/رابطہ نہیں ہو سکا/).textContent ?? '')).toBe(
      'رابطہ نہیں ہو سکا: سرور نے خرابی 503 کا جواب دیا',
    );
  });

  it('says so when the operator has checked too often', async () => {
    const user = userEvent.setup();
    open(() => refusal(429, 'RATE_LIMITED'));
    await user.click(await screen.findByRole('button', { name: 'Check connection: Pixel Vendor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
