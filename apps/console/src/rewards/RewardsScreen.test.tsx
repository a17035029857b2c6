import type { OpsPermission, OpsVipLevel } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { RewardsScreen } from './RewardsScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const SILVER: OpsVipLevel = {
  level: 1,
  name: { EN: 'Silver', UR: 'سلور' },
  perks: { EN: '5 withdrawals a day', UR: 'روزانہ 5' },
  minValidBet: '1000.00',
  minDeposit: '0.00',
  periodDays: null,
  upgradeBonus: '10.00',
  cashbackBps: 30,
  updatedAt: '2026-11-27T00:00:00.000Z',
};
const CALENDAR = {
  enabled: true,
  rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'],
  updatedAt: null,
};

function open(permissions: readonly OpsPermission[] = ['content.read', 'rewards.issue'], failSave = false) {
  let levels = [SILVER];
  return renderScreen({
    path: '/rewards',
    at: '/rewards',
    element: <RewardsScreen />,
    permissions,
    answer: (request) => {
      const path = request.url.pathname;
      if (path === '/ops/vip-levels') return ok({ content: levels });
      if (path.startsWith('/ops/vip-levels/') && request.method === 'PUT') {
        if (failSave) return refusal(400, 'VALIDATION_FAILED');
        const body = request.body as Omit<OpsVipLevel, 'level' | 'updatedAt'>;
        const saved = {
          ...body,
          level: Number(path.split('/').pop()),
          updatedAt: '2026-11-27T01:00:00.000Z',
        };
        levels = [...levels, saved];
        return ok(saved);
      }
      if (path === '/ops/sign-in-calendar')
        return ok(request.method === 'PUT' ? { ...(request.body as object), updatedAt: 'now' } : CALENDAR);
      return ok({});
    },
  });
}

describe('VIP levels', () => {
  it('lists the levels and adds one: the form sends its thresholds, period and bonus', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const table = await screen.findByRole('table', { name: 'VIP levels' });
    expect(within(table).getByText('Silver')).toBeInTheDocument();
    expect(table).toHaveTextContent('Valid bets 1000.00 (all time)');

    await user.click(screen.getByRole('button', { name: 'Add level' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New VIP level' }));
    expect(dialog.getByRole('textbox', { name: 'Level number (0–50)' })).toHaveValue('2');
    await user.type(dialog.getByRole('textbox', { name: 'Name (English)' }), 'Gold');
    await user.type(dialog.getByRole('textbox', { name: 'Name (Urdu)' }), 'گولڈ');
    const bets = dialog.getByRole('textbox', { name: 'Valid bets at least' });
    await user.clear(bets);
    await user.type(bets, '10000');
    await user.click(dialog.getByRole('radio', { name: 'The last N days' }));
    const days = dialog.getByRole('textbox', { name: 'Days (N)' });
    await user.clear(days);
    await user.type(days, '7');
    const bonus = dialog.getByRole('textbox', { name: 'Upgrade bonus' });
    await user.clear(bonus);
    await user.type(bonus, '58');
    await user.click(dialog.getByRole('button', { name: 'Save level' }));

    expect(await screen.findByText('Level 2 saved.')).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/ops/vip-levels/2');
    expect(put?.body).toMatchObject({
      name: { EN: 'Gold', UR: 'گولڈ' },
      minValidBet: '10000',
      minDeposit: '0',
      periodDays: 7,
      upgradeBonus: '58',
      cashbackBps: 0,
    });
    expect(await within(table).findByText('Gold')).toBeInTheDocument();
  });

  it('refuses a taken level number and a bad amount before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New VIP level' }));
    const level = dialog.getByRole('textbox', { name: 'Level number (0–50)' });
    await user.clear(level);
    await user.type(level, '1');
    const bets = dialog.getByRole('textbox', { name: 'Valid bets at least' });
    await user.clear(bets);
    await user.type(bets, '-5');
    await user.click(dialog.getByRole('button', { name: 'Save level' }));
    expect(await dialog.findByText('This level exists already: edit it instead.')).toBeInTheDocument();
    expect(dialog.getByText('An amount such as 1000 or 25.50; 0 for none.')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is read-only without rewards.issue', async () => {
    open(['content.read']);
    await screen.findByRole('table', { name: 'VIP levels' });
    expect(screen.getByRole('note')).toHaveTextContent('changing them needs the rewards permission');
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit level 1' })).toBeNull();
  });

  it('shows the section in Urdu', async () => {
    await useLanguage('UR');
    open();
    expect(await screen.findByRole('heading', { name: 'وی آئی پی اور حاضری' })).toBeInTheDocument();
    expect(await screen.findByText('سلور')).toBeInTheDocument();
  });
});

describe('sign-in calendar', () => {
  it("saves each day's reward and whether it is open", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Daily sign-in' }));
    const day7 = await screen.findByRole('textbox', { name: 'Day 7 reward' });
    expect(day7).toHaveValue('18.00');
    await user.clear(day7);
    await user.type(day7, '25');
    await user.click(screen.getByRole('switch', { name: 'Sign-in open to members' }));
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Sign-in calendar saved.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      enabled: false,
      rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '25'],
    });
  });

  it('refuses a bad amount', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Daily sign-in' }));
    const day1 = await screen.findByRole('textbox', { name: 'Day 1 reward' });
    await user.clear(day1);
    await user.type(day1, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('An amount such as 5 or 2.50; 0 for none.')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });
});
