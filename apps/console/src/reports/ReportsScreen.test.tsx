import type { OpsGgrRow, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const row = (key: string, label: string, ggr: string): OpsGgrRow => ({
  key,
  label,
  bets: 4,
  stakes: '100.00',
  validBets: '100.00',
  payouts: '90.00',
  ggr,
});

function answer(request: Sent) {
  const { pathname, searchParams } = request.url;
  const range = { from: searchParams.get('from'), to: searchParams.get('to') };
  if (pathname.endsWith('/ggr'))
    return ok({
      currency: 'PKR',
      ...range,
      groupBy: searchParams.get('groupBy'),
      rows:
        searchParams.get('groupBy') === 'memberType'
          ? [row('0', '0', '10.00'), row('1', '1', '-2.50')]
          : [row('2026-11-25', '2026-11-25', '10.00'), row('2026-11-26', '2026-11-26', '-2.50')],
      total: row('total', 'Total', '7.50'),
    });
  return ok({
    currency: 'PKR',
    ...range,
    rows: [
      { kind: 'deposit', channel: 'DEMO_PAY', status: 'approved', count: 3, amount: '1500.00' },
      { kind: 'withdrawal', channel: 'BANK', status: 'pending', count: 1, amount: '200.00' },
    ],
  });
}

const open = (permissions: readonly OpsPermission[] = ['reports.read']) =>
  renderScreen({ path: '/reports', at: '/reports', element: <ReportsScreen />, permissions, answer });

/** The rows whose text matches `name`, each as its cells' texts joined by " | ". */
const cells = (table: HTMLElement, name: RegExp) =>
  within(table)
    .getAllByRole('row')
    .filter((tr) => name.test(tr.textContent ?? ''))
    .map((tr) =>
      Array.from(tr.querySelectorAll('td, th'))
        .map((cell) => readable(cell.textContent ?? ''))
        .join(' | '),
    );

describe('the reports screen', () => {
  it('shows GGR by day for the last 30 days with the total row the server counted', async () => {
    const { sent } = open();
    const table = await screen.findByRole('table', { name: 'GGR' });
    const asked = sent[0]?.url.searchParams;
    expect(asked?.get('groupBy')).toBe('day');
    const from = Date.parse(`${asked?.get('from') ?? ''}T00:00:00Z`);
    const to = Date.parse(`${asked?.get('to') ?? ''}T00:00:00Z`);
    expect((to - from) / 86_400_000 + 1).toBe(30);
    expect(cells(table, /2026-11-26/)[0]).toMatch(/-.*2\.50/);
    expect(cells(table, /^Total/)[0]).toMatch(/^Total \| 4 \| .*7\.50$/);
  });

  it('groups by member type with the types named, and asks the server again', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByRole('table', { name: 'GGR' });
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Member type', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'GGR' });
    expect(sent.at(-1)?.url.searchParams.get('groupBy')).toBe('memberType');
    expect(within(table).getByRole('columnheader', { name: 'Member type' })).toBeInTheDocument();
    expect(cells(table, /^Real/)[0]).toMatch(/^Real \| 4 \|/);
    expect(cells(table, /^Agent/)[0]).toMatch(/^Agent \| 4 \|/);
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByRole('table', { name: 'GGR' });
    const asked = sent.length;
    const fromField = screen.getByLabelText('From');
    await user.clear(fromField);
    await user.type(fromField, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the first on or before the last');
    expect(sent.length).toBe(asked);
  });

  it('lists payments by kind, channel and status in words, with the amounts', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Payments' }));
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(cells(table, /DEMO_PAY/)[0]).toMatch(/^Deposit \| DEMO_PAY \| Approved \| 3 \| .*1,500\.00$/);
    expect(cells(table, /BANK/)[0]).toMatch(/^Withdrawal \| BANK \| Pending \| 1 \| .*200\.00$/);
  });

  it('is no page at all for an operator who may not read reports', async () => {
    const { sent } = open(['members.read']);
    expect(await screen.findByText('There is no such page in the console.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
