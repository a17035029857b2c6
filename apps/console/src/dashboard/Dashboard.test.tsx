import type { OpsDashboardDay, OpsDashboardValue } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, ok, readable, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { Dashboard } from './Dashboard.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const day = (date: string, over: Partial<OpsDashboardDay> = {}): OpsDashboardDay => ({
  day: date,
  deposits: '0.00',
  withdrawals: '0.00',
  ggr: '0.00',
  bonus: '0.00',
  ngr: '0.00',
  activePlayers: 0,
  registrations: 0,
  firstDeposits: 0,
  ...over,
});

const today = day('2026-11-26', {
  deposits: '12500.50',
  withdrawals: '3200.00',
  ggr: '-75.25',
  bonus: '40.00',
  ngr: '-115.25',
  activePlayers: 1234,
  registrations: 17,
  firstDeposits: 5,
});

const dashboard: OpsDashboardValue = {
  currency: 'PKR',
  timeZone: 'Asia/Karachi',
  today,
  days: [day('2026-11-25', { deposits: '900.00' }), today],
  queues: { pendingWithdrawals: 3, pendingManualDeposits: 0, openChats: 12 },
};

const open = (answer: Answer = () => ok(dashboard)) =>
  renderScreen({ path: '/', at: '/', element: <Dashboard />, permissions: ['reports.read'], answer });

const tile = (section: HTMLElement, name: string) =>
  readable(within(section).getByRole('group', { name }).textContent ?? '');

describe('the dashboard', () => {
  it("shows today's money in the merchant's currency, exactly as the server counted it, and the player counts", async () => {
    open();
    const todaySection = await screen.findByRole('region', { name: 'Today (2026-11-26)' });
    expect(tile(todaySection, 'Deposits')).toContain('12,500.50');
    expect(tile(todaySection, 'Withdrawals')).toContain('3,200.00');
    // A losing day for the house reads as a negative GGR and NGR, not as zero or a positive.
    expect(tile(todaySection, 'GGR')).toMatch(/-.*75\.25/);
    expect(tile(todaySection, 'NGR')).toMatch(/-.*115\.25/);
    expect(tile(todaySection, 'Bonus and reward cost')).toContain('40.00');
    expect(tile(todaySection, 'Active players')).toContain('1,234');
    expect(tile(todaySection, 'New registrations')).toContain('17');
    expect(tile(todaySection, 'First deposits')).toContain('5');
    expect(tile(todaySection, 'Deposits')).toMatch(/PKR|Rs/);
    expect(screen.getByText(/Days in Asia\/Karachi/)).toBeInTheDocument();
  });

  it('counts the queues waiting for an operator', async () => {
    open();
    const queues = await screen.findByRole('region', { name: 'Waiting now' });
    expect(tile(queues, 'Pending withdrawals')).toBe('Pending withdrawals3');
    expect(tile(queues, 'Pending manual deposits')).toBe('Pending manual deposits0');
    expect(tile(queues, 'Open chats')).toBe('Open chats12');
  });

  it('says so when the numbers cannot be loaded, instead of showing zeros', async () => {
    open(() => refusal(503, 'SERVICE_UNAVAILABLE'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Today/ })).toBeNull();
  });

  it('reads in Urdu with the labels translated and the amounts left to right', async () => {
    await useLanguage('UR');
    open();
    const queues = await screen.findByRole('region', { name: 'اس وقت منتظر' });
    expect(within(queues).getByRole('group', { name: 'کھلی چیٹس' })).toBeInTheDocument();
    const amount = screen.getAllByText(/12,500\.50/)[0];
    expect(amount).toHaveClass('ltr-text');
  });
});
