import type { OpsAgentPayoutsOverviewValue, OpsContract, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, readable, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { ContractsScreen } from './ContractsScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const ACTIVE: OpsContract = {
  contractId: 12,
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  status: 'ACTIVE',
  suspended: false,
  suspendReason: null,
  role: 'DOWNLINE',
  upline: null,
  downline: { memberId: 41, username: 'top_agent' },
  offeredAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-20T11:00:00.000Z',
  startPeriod: '2026-11-23',
  lastPeriod: null,
  endRequestedBy: null,
  endedAt: null,
  timeZone: 'Asia/Karachi',
  tiers: [
    { min: '0.00', bps: 150 },
    { min: '10000.00', bps: 2000 },
  ],
};
const SUSPENDED: OpsContract = {
  ...ACTIVE,
  contractId: 13,
  kind: 'DAILY_SALARY',
  period: 'DAILY',
  suspended: true,
  suspendReason: 'bonus abuse check',
  upline: { memberId: 41, username: 'top_agent' },
  downline: { memberId: 52, username: 'sub_agent' },
  tiers: [{ min: '500.00', bps: 50 }],
};

/** Picks `name` in a Mantine Select (its options are the listbox the combobox controls). */
async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (listbox === null) throw new Error('no listbox');
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

const OVERVIEW: OpsAgentPayoutsOverviewValue = {
  currency: 'PKR',
  unpaid: { salary: { amount: '40.00', periods: 2 }, dividend: { amount: '0.00', periods: 0 } },
  paid: { salary: '1200.00', dividend: '0.00', cashback: '310.50', invite: '50.00' },
  held: [
    {
      memberId: 52,
      username: 'sub_agent',
      reason: 'bonus abuse check',
      heldBy: 'operator:risk',
      heldAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  heldTotal: 1,
};

const page = (content: OpsContract[]) => ({ content, pageNum: 1, totalPages: 1, total: content.length });

function open(
  permissions: readonly OpsPermission[] = ['members.read', 'members.manage'],
  offer: () => { status: number; body: unknown } = () => ok({ ...ACTIVE, contractId: 20, status: 'PENDING' }),
) {
  return renderScreen({
    path: '/contracts',
    at: '/contracts',
    element: <ContractsScreen />,
    permissions,
    answer: (request) => {
      const path = request.url.pathname;
      if (path === '/ops/agent-contracts' && request.method === 'GET')
        return ok(
          page(request.url.searchParams.get('kind') === 'DAILY_SALARY' ? [SUSPENDED] : [ACTIVE, SUSPENDED]),
        );
      if (path === '/ops/agent-contracts') return offer();
      if (path === '/ops/agent-payouts') return ok(OVERVIEW);
      if (path === '/ops/agent-contracts/12/suspend')
        return ok({ ...ACTIVE, suspended: true, suspendReason: (request.body as { reason: string }).reason });
      return ok({});
    },
  });
}

describe('Agent contracts', () => {
  it('lists contracts with their parties, status, tiers and suspension, and filters by kind', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const table = await screen.findByRole('table', { name: 'Agent contracts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const house = readable(rows[1]?.textContent ?? '');
    expect(house).toContain('Dividend');
    expect(house).toContain('House');
    expect(house).toContain('Active');
    expect(house).toContain('Weekly');
    expect(house).toContain('from 0.00: 1.5 %');
    expect(house).toContain('from 10,000.00: 20 %');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'top_agent' })).toHaveAttribute(
      'href',
      '/console/members/41',
    );
    const suspended = readable(rows[2]?.textContent ?? '');
    expect(suspended).toContain('Suspended: bonus abuse check');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Resume contract 13' }),
    ).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter contracts' });
    await choose(user, within(filters).getByRole('combobox', { name: 'Kind' }), 'Daily salary');
    expect(await screen.findByText('Contracts: 1')).toBeInTheDocument();
    expect(sent.at(-1)?.url.searchParams.get('kind')).toBe('DAILY_SALARY');
  });

  it('shows what waits for funds, what was paid in 30 days, and whose payouts are held', async () => {
    open(['members.read']);
    const waiting = await screen.findByRole('group', { name: 'Payouts overview' });
    expect(readable(waiting.textContent ?? '')).toContain('Salaries waiting for funds');
    expect(readable(waiting.textContent ?? '')).toContain('40.00');
    expect(readable(waiting.textContent ?? '')).toContain('2 periods');
    const paid = screen.getByRole('group', { name: 'Paid in the last 30 days' });
    expect(readable(paid.textContent ?? '')).toContain('310.50');
    const held = screen.getByRole('table', { name: 'Members whose payouts are on hold' });
    expect(readable(held.textContent ?? '')).toContain('bonus abuse check');
    expect(within(held).getByRole('link', { name: 'sub_agent' })).toHaveAttribute(
      'href',
      '/console/members/52?tab=payouts',
    );
  });

  it('suspends a contract with the reason the operator gives', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Suspend contract 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend contract 12 of top_agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Give a reason (up to 255 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'chargeback review');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Contract 12 suspended.')).toBeInTheDocument();
    const post = sent.find((r) => r.url.pathname === '/ops/agent-contracts/12/suspend');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ reason: 'chargeback review' });
  });

  it('refuses a tier that is not above the one before, then offers a good dividend from the house', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const form = await screen.findByRole('form', { name: 'House offer to a top agent' });
    await user.type(within(form).getByRole('textbox', { name: 'Top agent (member id)' }), '41');
    await choose(user, within(form).getByRole('combobox', { name: 'Kind' }), 'Dividend');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1 threshold' }), '1000');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1 percent' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tier 2 threshold' }), '500');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 2 percent' }), '120');
    await user.click(within(form).getByRole('button', { name: 'Offer the contract' }));
    expect(
      await within(form).findByText('An amount of zero or more, higher than the tier before.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('A percent above 0 and at most 100, up to 2 decimals.'),
    ).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    const min2 = within(form).getByRole('textbox', { name: 'Tier 2 threshold' });
    await user.clear(min2);
    await user.type(min2, '5000.50');
    const percent2 = within(form).getByRole('textbox', { name: 'Tier 2 percent' });
    await user.clear(percent2);
    await user.type(percent2, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Offer the contract' }));
    expect(
      await within(form).findByText('Contract 20 offered to top_agent; it starts once they accept it.'),
    ).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/ops/agent-contracts');
    expect(post?.body).toEqual({
      downlineId: 41,
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [
        { min: '1000', bps: 1000 },
        { min: '5000.50', bps: 1250 },
      ],
    });
  });

  it('says why the server refused an offer', async () => {
    const user = userEvent.setup();
    open(undefined, () => refusal(409, 'CONTRACT_NOT_TOP_AGENT'));
    const form = await screen.findByRole('form', { name: 'House offer to a top agent' });
    await user.type(within(form).getByRole('textbox', { name: 'Top agent (member id)' }), '52');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1 threshold' }), '0');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1 percent' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Offer the contract' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only a top agent (one without an upline) can get a contract from the house',
    );
  });

  it('is read-only without members.manage', async () => {
    open(['members.read']);
    await screen.findByRole('table', { name: 'Agent contracts' });
    expect(screen.getByRole('note')).toHaveTextContent('needs the members management permission');
    expect(screen.queryByRole('button', { name: /Suspend|Resume/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'House offer to a top agent' })).toBeNull();
  });

  it('reads in Urdu', async () => {
    await useLanguage('UR');
    open();
    expect(await screen.findByRole('heading', { name: 'ایجنٹ معاہدے' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ایجنٹ معاہدے' });
    expect(readable(table.textContent ?? '')).toContain('ہاؤس');
    expect(screen.getByRole('button', { name: 'معاہدہ 12 معطل کریں' })).toBeInTheDocument();
  });
});
