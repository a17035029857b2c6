import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberScreen } from './MemberScreen.tsx';
import { emptyPage, memberView } from './fixtures.ts';
import { type Answer, type Sent, ok, readable, renderScreen, useLanguage } from './testing.tsx';

/** The member page's server: the member, empty lists, and `post` for the actions. */
function memberServer(post: (request: Sent) => ReturnType<Answer>): Answer {
  return (request) => {
    if (request.method === 'POST') return post(request);
    if (request.url.pathname === '/ops/members/42') return ok(memberView());
    if (request.url.pathname === '/ops/members/42/addresses') return ok({ content: [] });
    return ok(emptyPage);
  };
}

function openMember(permissions: Parameters<typeof renderScreen>[0]['permissions'], answer: Answer) {
  return renderScreen({
    path: '/members/:memberId',
    at: '/members/42',
    element: <MemberScreen />,
    permissions,
    answer,
  });
}

const requestIdOf = (request: Sent | undefined) => (request?.body as { requestId?: string }).requestId;

beforeEach(async () => {
  await useLanguage('EN');
});

describe("a member's page", () => {
  it('shows the lock only to roles that manage members, and the adjustment only to those that adjust', async () => {
    const support = openMember(
      ['members.read', 'members.manage'],
      memberServer(() => ok({})),
    );
    await screen.findByRole('heading', { name: 'player42' });
    expect(screen.getByRole('button', { name: 'Lock' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    support.unmount();

    openMember(
      ['members.read', 'balance.adjust'],
      memberServer(() => ok({})),
    );
    await screen.findByRole('heading', { name: 'player42' });
    expect(screen.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End sessions' })).toBeNull();
  });

  it('shows the Safer gambling tab only to roles that read compliance', async () => {
    const support = openMember(
      ['members.read'],
      memberServer(() => ok({})),
    );
    await screen.findByRole('heading', { name: 'player42' });
    expect(screen.queryByRole('tab', { name: 'Safer gambling' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Agent payouts' })).toBeVisible();
    support.unmount();
    openMember(
      ['members.read', 'compliance.read'],
      memberServer(() => ok({})),
    );
    expect(await screen.findByRole('tab', { name: 'Safer gambling' })).toBeVisible();
  });

  it('says an adjustment above the approval amount went to a second operator, and sends one request id', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { sent } = openMember(
      ['members.read', 'balance.adjust'],
      memberServer(() => {
        calls += 1;
        // The first answer is lost on the way: the operator presses again.
        if (calls === 1) return Promise.reject(new TypeError('network down'));
        return {
          status: 202,
          body: {
            success: true,
            value: {
              status: 'pending',
              approval: {
                id: 9,
                state: 'pending',
                memberId: 42,
                username: 'player42',
                amount: '+1500.00',
                reason: 'goodwill',
                requestedBy: 'ops_one',
                requestedAt: '2026-11-26T10:00:00.000Z',
                decidedBy: null,
                decidedAt: null,
                remark: null,
                transferId: null,
              },
            },
          },
        };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of player42' });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'goodwill');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));

    const told = await screen.findByText(
      'This adjustment (+Rs 1,500.00) needs a second operator: request 9 is waiting in Approvals. The balance has not changed yet.',
      { normalizer: readable },
    );
    expect(told.closest('[role="status"]')).not.toBeNull();
    expect(dialog).not.toBeInTheDocument();
    const adjustments = sent.filter((request) => request.url.pathname === '/ops/members/42/adjust');
    const requestId = requestIdOf(adjustments[0]);
    expect(requestId).toMatch(/^console-[0-9a-f]{32}$/);
    expect(adjustments.map((request) => request.body)).toEqual([
      { amount: '+1500', reason: 'goodwill', requestId },
      { amount: '+1500', reason: 'goodwill', requestId },
    ]);
  });

  it('asks for an amount and a reason before sending anything, in Urdu too', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    const { sent } = openMember(
      ['members.read', 'balance.adjust'],
      memberServer(() => ok({})),
    );
    await user.click(await screen.findByRole('button', { name: 'بیلنس ایڈجسٹ کریں' }));
    await user.type(await screen.findByRole('textbox', { name: /رقم/ }), '0.00');
    await user.click(screen.getByRole('button', { name: 'ایڈجسٹ کریں' }));
    expect(await screen.findByText('صفر سے زیادہ رقم لکھیں، جیسے 150 یا 150.50۔')).toBeVisible();
    expect(screen.getByText('وجہ لکھیں (زیادہ سے زیادہ 255 حروف)۔')).toBeVisible();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('locks with the reason typed and shows the member locked', async () => {
    const user = userEvent.setup();
    let locked = false;
    const { sent } = renderScreen({
      path: '/members/:memberId',
      at: '/members/42',
      element: <MemberScreen />,
      permissions: ['members.read', 'members.manage'],
      answer: (request) => {
        if (request.method === 'POST') {
          locked = true;
          return ok({ state: memberView({ locked: true }).state, sessionsEnded: 2 });
        }
        if (request.url.pathname === '/ops/members/42') return ok(memberView({ locked }));
        return ok(emptyPage);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lock player42' }));
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    expect(await dialog.findByText('Give a reason (up to 255 characters).')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'chargeback');
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    const told = await screen.findByText('Locked. Sessions ended: 2.');
    expect(told.closest('[role="status"]')).not.toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ body: { reason: 'chargeback' } }),
    ]);
    expect(sent.find((request) => request.method === 'POST')?.url.pathname).toBe('/ops/members/42/lock');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' })).toBeVisible());
    expect(screen.getByText('Locked: cannot log in')).toBeVisible();
  });

  it('shows the upline and team, moves the member under another upline, and walks down the tree', async () => {
    const user = userEvent.setup();
    const { sent } = openMember(['members.read', 'members.manage'], (request) => {
      if (request.method === 'POST') return ok({ upline: { id: 9, username: 'agent9' }, teamSize: 4 });
      if (request.url.pathname === '/ops/members/42') return ok(memberView());
      if (request.url.pathname === '/ops/members/42/team')
        return ok({
          content: [
            {
              id: 50,
              username: 'down50',
              type: 0,
              locked: true,
              teamMembers: 1,
              createdAt: '2026-11-02T10:00:00.000Z',
            },
          ],
          total: 1,
        });
      return ok(emptyPage);
    });
    expect(await screen.findByRole('link', { name: 'agent7' })).toHaveAttribute('href', '/console/members/7');
    expect(screen.getByText('3 members, 2 direct')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Direct downlines' }));
    const table = within(await screen.findByRole('table', { name: 'Direct downlines' }));
    expect(table.getByRole('link', { name: 'down50' })).toHaveAttribute('href', '/console/members/50');
    expect(table.getByText('Locked')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move to another upline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move player42 to another upline' }));
    const upline = dialog.getByRole('textbox', { name: 'New upline (username)' });
    expect(upline).toHaveValue('agent7');
    await user.clear(upline);
    await user.type(upline, 'agent9');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await dialog.findByText('Give a reason (up to 255 characters).')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'agent asked');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved with a team of 4 members.')).toBeVisible();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/ops/members/42/upline');
    expect(post?.body).toEqual({ uplineUsername: 'agent9', reason: 'agent asked' });
  });

  it('lists the devices the member signed in with, named for people, in Urdu too', async () => {
    const user = userEvent.setup();
    await useLanguage('UR');
    const android =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    openMember(['members.read'], (request) => {
      if (request.url.pathname === '/ops/members/42') return ok(memberView());
      if (request.url.pathname === '/ops/members/42/devices')
        return ok({
          content: [
            {
              kind: 'mobile',
              browser: 'Chrome 120',
              system: 'Android 14',
              userAgent: android,
              firstSeenAt: '2026-01-02T10:00:00.000Z',
              lastSeenAt: '2026-01-03T10:00:00.000Z',
              logins: 2,
            },
          ],
        });
      return ok(emptyPage);
    });
    await user.click(await screen.findByRole('tab', { name: 'آلات' }));
    const row = (await screen.findByText('Chrome 120')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('فون')).toBeVisible();
    expect(cells.getByText('Android 14')).toBeVisible();
    expect(cells.getByText(android)).toBeVisible();
  });

  it("names each bet's state in the operator's language: open, settled, or cancelled by a rollback", async () => {
    const user = userEvent.setup();
    await useLanguage('UR');
    const bet = (id: string, status: string) => ({
      id,
      gameType: 'RNG',
      vendorCode: 'OLS',
      gameName: 'Spirit Fruits',
      bet: '1.00',
      validBet: '1.00',
      win: '0.00',
      status,
      placedAt: '2026-01-02T10:00:00.000Z',
      settledAt: null,
    });
    openMember(['members.read'], (request) => {
      if (request.url.pathname === '/ops/members/42') return ok(memberView());
      if (request.url.pathname === '/ops/members/42/bets')
        return ok({ content: [bet('b1', 'open'), bet('b2', 'settled'), bet('b3', 'cancelled')], total: 3 });
      return ok(emptyPage);
    });
    await user.click(await screen.findByRole('tab', { name: 'شرطیں' }));
    const stateOf = async (id: string) => {
      const row = (await screen.findByText(id)).closest('tr');
      return within(row as HTMLElement);
    };
    expect((await stateOf('b1')).getByText('جاری')).toBeVisible();
    expect((await stateOf('b2')).getByText('طے شدہ')).toBeVisible();
    expect((await stateOf('b3')).getByText('منسوخ')).toBeVisible();
  });
});
