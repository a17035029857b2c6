import type { OpsWithdrawalFacts, OpsWithdrawalItem } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { PaymentsScreen } from './PaymentsScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const withdrawal = (over: Partial<OpsWithdrawalItem> = {}): OpsWithdrawalItem => ({
  withdrawId: 'W42',
  status: 'pending',
  amount: '15000.00',
  fee: '0.00',
  cardId: '1',
  bankName: 'HBL',
  maskedNumber: '**** 3456',
  remark: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
  memberId: 9,
  username: 'ali',
  stage: 'awaiting_second',
  needsTwoApprovals: true,
  firstApproval: { by: 'ops_one', at: '2026-11-26T10:05:00.000Z' },
  decidedBy: null,
  paidAt: null,
  paidBy: null,
  payoutReference: null,
  ...over,
});

const facts = (w: OpsWithdrawalItem): OpsWithdrawalFacts => ({
  withdrawal: w,
  member: {
    id: 9,
    username: 'ali',
    createdAt: '2026-11-01T00:00:00.000Z',
    accountAgeDays: 25,
    locked: false,
    lockedReason: null,
  },
  turnover: { lastDeposit: null, validBetsSince: '0.00', covered: true },
  cardChanges: [],
  newAddresses: [],
  previousWithdrawals: { paidOutCount: 0, paidOutTotal: '0.00', last: null },
});

function open(permissions: Parameters<typeof renderScreen>[0]['permissions'], w = withdrawal()) {
  return renderScreen({
    path: '/payments',
    at: '/payments',
    element: <PaymentsScreen />,
    permissions,
    answer: (request) =>
      request.url.pathname.endsWith('/facts') ? ok(facts(w)) : ok({ content: [w], total: 1 }),
  });
}

describe('the payments screen', () => {
  it('does not let the first approver approve again, and says why in Urdu', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    open(['payments.read', 'payments.decide']);
    expect(await screen.findByText('پہلی منظوری: ops_one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'رقم نکلوانے کی درخواست W42 کھولیں' }));
    const panel = within(await screen.findByRole('dialog', { name: 'رقم نکلوانے کی درخواست W42' }));
    expect(await panel.findByRole('button', { name: 'منظور کریں' })).toBeDisabled();
    expect(panel.getByRole('note')).toHaveTextContent('دوسری منظوری کسی دوسرے آپریٹر کو دینی ہوگی');
  });

  it('shows no decisions to an operator who may only read, and a rejection must say why', async () => {
    const user = userEvent.setup();
    const reader = open(['payments.read']);
    await user.click(await screen.findByRole('button', { name: 'Open withdrawal W42' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Withdrawal W42' }));
    expect(await panel.findByText('What to check')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Reject' })).toBeNull();
    reader.unmount();

    const { sent } = open(
      ['payments.read', 'payments.decide'],
      withdrawal({ firstApproval: { by: 'ops_two', at: '2026-11-26T10:05:00.000Z' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Open withdrawal W42' }));
    const decider = within(await screen.findByRole('dialog', { name: 'Withdrawal W42' }));
    expect(await decider.findByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(decider.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject withdrawal W42' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Say why it is rejected.')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});
