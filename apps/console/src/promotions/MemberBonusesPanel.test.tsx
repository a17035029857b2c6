import type { OpsMemberBonus } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { MemberBonusesPanel } from './MemberBonusesPanel.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const ACTIVE: OpsMemberBonus = {
  bonusId: 9,
  promoId: 'promo-1',
  titleEn: 'Spin week',
  titleUr: 'اسپن ہفتہ',
  currency: 'PKR',
  state: 'active',
  bonus: '40.00',
  deposit: '0.00',
  balance: '32.50',
  wagered: '50.00',
  wagerRequired: '200.00',
  grantedAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-03T09:00:00.000Z',
  endedAt: null,
};

function open(permissions: ('promotions.read' | 'promotions.write')[]) {
  let cancelled = false;
  const view = renderScreen({
    path: '/members/:memberId',
    at: '/members/42',
    element: <MemberBonusesPanel memberId={42} />,
    permissions,
    answer: (request) => {
      if (request.method === 'POST') {
        cancelled = true;
        return ok({
          bonus: { ...ACTIVE, state: 'cancelled', balance: null, endedAt: '2026-11-26T10:00:00.000Z' },
        });
      }
      return ok({
        content: [
          cancelled
            ? { ...ACTIVE, state: 'cancelled', balance: null, endedAt: '2026-11-26T10:00:00.000Z' }
            : ACTIVE,
        ],
      });
    },
  });
  return view;
}

describe("a member's bonuses", () => {
  it('shows the wagering progress and cancels only with a reason', async () => {
    const user = userEvent.setup();
    const view = open(['promotions.read', 'promotions.write']);
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const row = within(table).getByRole('row', { name: /Spin week/ });
    expect(readable(row.textContent ?? '')).toContain('50.00 of');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    await user.click(within(row).getByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bonus “Spin week”' });
    expect(readable(dialog.textContent ?? '')).toContain('32.50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(view.sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    expect(readable((await screen.findByRole('status')).textContent ?? '')).toContain(
      'The bonus was cancelled.',
    );
    const posted = view.sent.filter((request) => request.method === 'POST');
    expect(posted.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/ops/members/42/bonuses/9/cancel', { reason: 'Duplicate account' }],
    ]);
    expect(await within(table).findByText('Cancelled')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Cancel bonus' })).toBeNull();
  });

  it('leaves the cancel out for a role that may only read', async () => {
    open(['promotions.read']);
    await screen.findByRole('table', { name: 'Bonuses' });
    expect(screen.queryByRole('button', { name: 'Cancel bonus' })).toBeNull();
  });
});
