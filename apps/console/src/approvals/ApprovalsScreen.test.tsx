import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { approval } from '../members/fixtures.ts';
import { ok, readable, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { ApprovalsScreen } from './ApprovalsScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

/** The approvals screen as operator ops_two, unless `username` says who (ops_one asked for the fixture). */
function openApprovals(approve: () => { status: number; body: unknown }, username = 'ops_two') {
  return renderScreen({
    username,
    path: '/approvals',
    at: '/approvals',
    element: <ApprovalsScreen />,
    permissions: ['members.read', 'balance.adjust'],
    answer: (request) => (request.method === 'POST' ? approve() : ok({ content: [approval()], total: 1 })),
  });
}

describe('the approvals screen', () => {
  it("does not offer an operator's own request for their approval, says why, and lets them withdraw it, in Urdu", async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    openApprovals(() => refusal(403, 'APPROVAL_OWN_REQUEST'), 'ops_one');
    const approve = await screen.findByRole('button', { name: 'درخواست 7 منظور کریں' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('آپ کی درخواست: اسے کوئی دوسرا آپریٹر منظور کرے گا۔');
    await user.click(screen.getByRole('button', { name: 'درخواست 7 مسترد کریں' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'درخواست 7 مسترد کریں' }));
    // The amount keeps its sign in front inside the Urdu sentence.
    expect(dialog.getByText(/کے لیے/)).toHaveTextContent(/\u2068\u200e?\+1,500\.00\u2069/);
  });

  it("approves with the member's new balance, and a rejection must say why", async () => {
    const user = userEvent.setup();
    const { sent } = openApprovals(() =>
      ok({ approval: approval({ state: 'approved', decidedBy: 'ops_two' }), sumBalance: '1600.00' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject request 7' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject request 7' }));
    await user.click(reject.getByRole('button', { name: 'Reject' }));
    expect(await reject.findByText('Say why (up to 255 characters).')).toBeVisible();
    await user.click(reject.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Approve request 7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve request 7' }));
    expect(
      dialog.getByText('+1,500.00 for player42, asked by ops_one: goodwill', { normalizer: readable }),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Request 7 approved. Balance of player42 now: 1,600.00.', {
        normalizer: readable,
      }),
    ).toBeVisible();
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/ops/approvals/balance-adjustments/7/approve', {}],
    ]);
  });
});
