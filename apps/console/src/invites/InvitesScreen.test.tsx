import type { OpsPermission } from '@openlobby/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { InvitesScreen } from './InvitesScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const SETTINGS = {
  enabled: true,
  minFirstDeposit: '100.00',
  minValidBet: '0.00',
  friendReward: '5.00',
  milestones: [{ friends: 3, amount: '30.00' }],
  updatedAt: null,
};

function open(permissions: readonly OpsPermission[] = ['promotions.read', 'promotions.write']) {
  return renderScreen({
    path: '/invites',
    at: '/invites',
    element: <InvitesScreen />,
    permissions,
    answer: (request) => {
      if (request.url.pathname === '/ops/invite-settings')
        return ok(request.method === 'PUT' ? { ...(request.body as object), updatedAt: 'now' } : SETTINGS);
      return ok({});
    },
  });
}

describe('invite settings', () => {
  it('adds a milestone and sends the rule, the friend reward and the milestones', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const bets = await screen.findByRole('textbox', { name: "Friend's valid bets at least" });
    await user.clear(bets);
    await user.type(bets, '50');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByRole('textbox', { name: 'Qualified friends of milestone 2' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Reward of milestone 2' }), '120');
    await user.click(screen.getByRole('button', { name: 'Save invite settings' }));
    expect(await screen.findByText('Invite settings saved.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      enabled: true,
      minFirstDeposit: '100.00',
      minValidBet: '50',
      friendReward: '5.00',
      milestones: [
        { friends: 3, amount: '30.00' },
        { friends: 10, amount: '120' },
      ],
    });
  });

  it('refuses a repeated milestone and a bad amount before sending', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Add milestone' }));
    await user.type(screen.getByRole('textbox', { name: 'Qualified friends of milestone 2' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Reward of milestone 2' }), '1.2.3');
    await user.click(screen.getByRole('button', { name: 'Save invite settings' }));
    expect(
      await screen.findByText('A whole number from 1, different for each milestone.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An amount like 100 or 25.50; 0 when none.')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('is read-only without promotions.write', async () => {
    open(['promotions.read']);
    expect(
      await screen.findByText(/changing them needs the promotions write permission/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save invite settings' })).toBeNull();
  });
});
