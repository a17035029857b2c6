import type { OpsAgentPayoutsValue, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { MemberPayoutsPanel } from './MemberPayoutsPanel.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const NORMAL: OpsAgentPayoutsValue = {
  currency: 'PKR',
  hold: null,
  rates: [
    { product: 'SLOTS', rateBps: 150 },
    { product: 'FISHING', rateBps: 50 },
    { product: 'LIVE', rateBps: 0 },
    { product: 'POKER', rateBps: 0 },
    { product: 'SPORTS', rateBps: 200 },
    { product: 'LOTTERY', rateBps: 100 },
  ],
  received: { salary: '120.00', dividend: '0.00', cashback: '35.50', invite: '10.00' },
  waiting: { amount: '40.00', periods: 2 },
  owing: { amount: '0.00', periods: 0 },
};

function open(permissions: readonly OpsPermission[] = ['members.read', 'members.manage']) {
  let current = NORMAL;
  return renderScreen({
    path: '/members/:memberId',
    at: '/members/52',
    element: <MemberPayoutsPanel memberId={52} username="sub_agent" />,
    permissions,
    answer: (request) => {
      const path = request.url.pathname;
      if (path === '/ops/members/52/agent-payouts/hold') {
        const { reason } = request.body as { reason: string };
        current = {
          ...current,
          hold: { reason, heldBy: 'operator:risk', heldAt: '2026-11-27T10:00:00.000Z' },
        };
      }
      if (path === '/ops/members/52/agent-payouts/release') current = { ...current, hold: null };
      return ok(current);
    },
  });
}

describe("a member's payouts", () => {
  it('shows what the member received, what waits, and its cashback rates', async () => {
    open(['members.read']);
    const received = await screen.findByRole('group', { name: 'Received in total' });
    expect(readable(received.textContent ?? '')).toContain('35.50');
    expect(readable(document.body.textContent ?? '')).toContain('2 periods');
    const rates = screen.getByRole('table', { name: 'Cashback rates now' });
    expect(readable(rates.textContent ?? '')).toContain('Slots1.5 %');
    expect(readable(rates.textContent ?? '')).toContain('Sports2 %');
    expect(screen.getByText('Payouts are paid normally.')).toBeInTheDocument();
    // Looking needs members.read only; holding needs members.manage.
    expect(screen.queryByRole('button', { name: 'Hold payouts' })).toBeNull();
  });

  it('holds payouts with the reason the operator gives, then releases them', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payouts of sub_agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await within(dialog).findByText('Give a reason (up to 255 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'chargeback review');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payouts are on hold.');
    expect(screen.getByText('Payouts on hold')).toBeInTheDocument();
    expect(readable(document.body.textContent ?? '')).toContain('chargeback review');
    const hold = sent.find((r) => r.url.pathname === '/ops/members/52/agent-payouts/hold');
    expect(hold?.body).toEqual({ reason: 'chargeback review' });

    await user.click(screen.getByRole('button', { name: 'Release payouts' }));
    const release = await screen.findByRole('dialog', { name: 'Release the payouts of sub_agent' });
    await user.type(within(release).getByRole('textbox', { name: /Reason/ }), 'cleared');
    await user.click(within(release).getByRole('button', { name: 'Release payouts' }));
    expect(await screen.findByText('Payouts are paid normally.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payouts are released.');
  });

  it('reads in Urdu', async () => {
    await useLanguage('UR');
    open();
    expect(await screen.findByRole('button', { name: 'ادائیگیاں روکیں' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'موجودہ کیش بیک شرحیں' })).toBeInTheDocument();
  });
});
