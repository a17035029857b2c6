import type { OpsPermission, OpsRebateSettingsValue, RebateProduct } from '@openlobby/contract';
import { REBATE_PRODUCTS } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { RebatesScreen } from './RebatesScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const SET: Partial<Record<string, number>> = { 'SLOTS:0': 100, 'SPORTS:0': 200 };
const SETTINGS: OpsRebateSettingsValue = {
  enabled: true,
  minimum: '1.00',
  timeZone: 'Asia/Karachi',
  levels: [
    { level: 0, name: { EN: 'VIP 0', UR: 'VIP 0' }, cashbackBps: 0 },
    { level: 1, name: { EN: 'Silver', UR: 'سلور' }, cashbackBps: 30 },
  ],
  rates: [0, 1].flatMap((level) =>
    REBATE_PRODUCTS.map((product: RebateProduct) => {
      const own = SET[`${product}:${level}`];
      return { product, vipLevel: level, rateBps: own ?? (level === 1 ? 30 : 0), set: own !== undefined };
    }),
  ),
  updatedAt: null,
};
const LIABILITY = {
  currency: 'PKR',
  outstanding: '1234.50',
  outstandingMembers: 7,
  paid: [{ day: '2026-11-26', amount: '88.00', claims: 3 }],
};

function open(permissions: readonly OpsPermission[] = ['promotions.read', 'promotions.write']) {
  return renderScreen({
    path: '/rebates',
    at: '/rebates',
    element: <RebatesScreen />,
    permissions,
    answer: (request) => {
      const path = request.url.pathname;
      if (path === '/ops/rebates/liability') return ok(LIABILITY);
      if (path === '/ops/rebates/settings')
        return ok(request.method === 'PUT' ? { ...SETTINGS, updatedAt: 'now' } : SETTINGS);
      return ok({});
    },
  });
}

describe('Cashback', () => {
  it('shows the liability, and saves the rates a level sets while empty cells keep the VIP cashback', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const tiles = await screen.findByRole('region', { name: 'Cashback liability' });
    expect(await within(tiles).findByText(/1,234\.50/)).toBeInTheDocument();
    expect(tiles).toHaveTextContent('7');

    const slots0 = await screen.findByRole('textbox', { name: 'Slots at VIP 0 (basis points)' });
    expect(slots0).toHaveValue('100');
    const live1 = screen.getByRole('textbox', { name: 'Live at VIP 1 (basis points)' });
    expect(live1).toHaveValue('');
    expect(live1).toHaveAttribute('placeholder', '30');
    await user.type(live1, '150');
    await user.clear(slots0);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Cashback settings saved.')).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      minimum: '1.00',
      rates: [
        { product: 'SPORTS', vipLevel: 0, rateBps: 200 },
        { product: 'LIVE', vipLevel: 1, rateBps: 150 },
      ],
    });
  });

  it('refuses a rate above the maximum before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const poker = await screen.findByRole('textbox', { name: 'Poker at VIP 1 (basis points)' });
    await user.type(poker, '301');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('A whole number from 0 to 300, or empty.')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is read-only without promotions.write, lists what was paid, and reads in Urdu', async () => {
    const user = userEvent.setup();
    open(['promotions.read']);
    await screen.findByRole('textbox', { name: 'Slots at VIP 0 (basis points)' });
    expect(screen.getByRole('note')).toHaveTextContent('needs the promotions permission');
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    const paid = await screen.findByRole('table', { name: 'Cashback paid per day of bets, last 30 days' });
    expect(paid).toHaveTextContent('2026-11-26');
    expect(paid).toHaveTextContent('88.00');
  });

  it('shows the section in Urdu', async () => {
    await useLanguage('UR');
    open();
    expect(await screen.findByRole('heading', { name: 'کیش بیک' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'VIP 0 پر سلاٹس (بیسس پوائنٹس)' })).toBeInTheDocument();
  });
});
