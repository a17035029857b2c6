import type { OpsApplication, OpsPromotion } from '@openlobby/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { ApplicationsPanel } from './ApplicationsPanel.tsx';
import { PromotionsPanel } from './PromotionsPanel.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const PROMOTION: OpsPromotion = {
  promoId: 'promo-1',
  kind: 'APPLY',
  category: 'SLOTS',
  titleEn: 'Spin week',
  titleUr: 'اسپن ہفتہ',
  rulesHtmlEn: '<p>Rules</p>',
  rulesHtmlUr: '<p>قواعد</p>',
  bannerUrl: null,
  bannerUrlUr: null,
  startsAt: null,
  endsAt: null,
  enabled: true,
  sortOrder: 0,
  promoCode: null,
  eligibility: {
    firstDeposit: false,
    nthDeposit: null,
    minDeposit: null,
    memberTypes: [],
    vipMin: null,
    vipMax: null,
    oncePer: ['MEMBER'],
  },
  bonus: { type: 'FIXED', amount: '50.00' },
  wagering: {
    basis: 'BONUS',
    multiple: 5,
    weights: { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50, LOTT: 0 },
    maxStake: null,
    expiryDays: 7,
  },
  pendingApplications: 1,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function openPromotions(answer: Answer) {
  return renderScreen({
    path: '/promotions',
    at: '/promotions',
    element: <PromotionsPanel manage />,
    permissions: ['promotions.read', 'promotions.write'],
    answer: (request) => (request.method === 'GET' ? ok({ content: [PROMOTION] }) : answer(request)),
  });
}

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'Free fifty');
  await user.type(screen.getByRole('textbox', { name: /Title \(Urdu\)/ }), 'مفت پچاس');
}

describe('the promotion editor', () => {
  // Typing into a large form is slow on a busy machine.
  it(
    'shows each bad field its own error and sends nothing until they are fixed',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const view = openPromotions(() =>
        ok({ promotion: { ...PROMOTION, promoId: 'promo-2', titleEn: 'Free fifty' } }),
      );
      await user.click(await screen.findByRole('button', { name: 'New promotion' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      // Titles are required in both languages; a claim needs an amount.
      expect(within(dialog).getAllByText('Required')).toHaveLength(2);
      expect(within(dialog).getByText('An amount such as 100 or 12.50')).toBeTruthy();

      await fillTexts(user);
      await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '50');
      const slots = within(dialog).getByRole('textbox', { name: 'Slots' });
      await user.clear(slots);
      await user.type(slots, '150');
      fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '2026-12-10T10:00' } });
      fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2026-12-01T10:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(within(dialog).getByText('A whole percent from 0 to 100')).toBeTruthy();
      expect(within(dialog).getByText('Must be after the start')).toBeTruthy();
      expect(view.sent.filter((request) => request.method === 'POST')).toEqual([]);

      await user.clear(slots);
      await user.type(slots, '100');
      fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2026-12-20T10:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(readable((await screen.findByRole('status')).textContent ?? '')).toContain(
        'Created “Free fifty”',
      );
      const posted = view.sent.filter((request) => request.method === 'POST');
      expect(posted.map((request) => request.url.pathname)).toEqual(['/ops/promotions']);
      expect(posted[0]?.body).toMatchObject({
        kind: 'CLAIM',
        titleEn: 'Free fifty',
        titleUr: 'مفت پچاس',
        bonus: { type: 'FIXED', amount: '50' },
        wagering: { multiple: 10, weights: { RNG: 100, LIVE: 10 }, maxStake: null, expiryDays: 30 },
        eligibility: { oncePer: ['MEMBER'] },
        startsAt: new Date('2026-12-10T10:00').toISOString(),
      });
    },
  );

  it('puts the server’s refusal of a field under that field', async () => {
    const user = userEvent.setup();
    openPromotions(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'server text',
        data: { issues: [{ path: 'body.bonus.amount', message: 'at most 2 decimals' }] },
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit Spin week' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    expect((amount as HTMLInputElement).value).toBe('50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An amount such as 100 or 12.50')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps an Urdu banner of its own next to the English one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const view = renderScreen({
      path: '/promotions',
      at: '/promotions',
      element: <PromotionsPanel manage />,
      permissions: ['promotions.read', 'promotions.write'],
      answer: (request) =>
        request.method === 'GET'
          ? ok({ content: [{ ...PROMOTION, bannerUrl: '/cdn/banners/spin.en.webp' }] })
          : ok({ promotion: PROMOTION }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Spin week' }));
    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByRole('textbox', { name: /^Banner$/ });
    const urdu = within(dialog).getByRole('textbox', { name: /^Banner \(Urdu\)/ });
    expect((english as HTMLInputElement).value).toBe('/cdn/banners/spin.en.webp');
    expect((urdu as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText(/Empty: the banner above/)).toBeTruthy();
    await user.click(urdu);
    await user.paste('/cdn/banners/spin.ur.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    const saved = view.sent.filter((request) => request.method !== 'GET').map((request) => request.body);
    expect(saved).toMatchObject([
      { bannerUrl: '/cdn/banners/spin.en.webp', bannerUrlUr: '/cdn/banners/spin.ur.webp' },
    ]);
  });

  it('offers only the bonus formulas that suit the kind', async () => {
    const user = userEvent.setup();
    openPromotions(() => ok({}));
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Deposit bonus', hidden: true }));
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Bonus formula' }).value).toBe(
      'Percent of the deposit',
    );
    expect(within(dialog).getByRole('textbox', { name: /Largest bonus/ })).toBeTruthy();
  });
});

const APPLICATION: OpsApplication = {
  id: 7,
  memberId: 42,
  username: 'ali_khan',
  promoId: 'promo-1',
  promoTitleEn: 'Spin week',
  promoTitleUr: 'اسپن ہفتہ',
  promoKind: 'APPLY',
  comment: 'Played 200 spins',
  images: [`/uploads/${'b'.repeat(64)}.png`, `/uploads/${'c'.repeat(64)}.jpg`],
  state: 'pending',
  reason: null,
  bonusId: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

function openQueue(decide: Answer) {
  return renderScreen({
    path: '/promotions',
    at: '/promotions',
    element: <ApplicationsPanel manage />,
    permissions: ['promotions.read', 'promotions.write'],
    answer: (request) => {
      if (request.method !== 'GET') return decide(request);
      if (request.url.pathname === '/ops/promotions') return ok({ content: [PROMOTION] });
      return ok({ content: [APPLICATION], total: 1, pageNo: 1, pageSize: 20 });
    },
  });
}

describe('the applications queue', () => {
  it('asks for waiting applications and shows the member’s pictures', async () => {
    const user = userEvent.setup();
    const view = openQueue(() => ok({}));
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByText('ali_khan')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(APPLICATION.images);
    const asked = view.sent.find((request) => request.url.pathname === '/ops/promotion-applications');
    expect(asked?.url.searchParams.get('state')).toBe('pending');

    await user.click(within(table).getByRole('button', { name: 'Review the application of ali_khan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Played 200 spins')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Picture 2 of the application' })).toBeTruthy();
    expect(readable(within(dialog).getByRole('note').textContent ?? '')).toContain('Approving grants 50.00');
  });

  it('narrows the queue to one promotion and to decided ones', async () => {
    const user = userEvent.setup();
    const view = openQueue(() => ok({}));
    await screen.findByRole('table', { name: 'Applications' });
    await user.click(screen.getByRole('combobox', { name: 'Promotion' }));
    await user.click(await screen.findByRole('option', { name: 'Spin week', hidden: true }));
    await user.click(screen.getByText('Rejected', { exact: true }));
    await screen.findByRole('table', { name: 'Applications' });
    const last = view.sent.filter((request) => request.url.pathname === '/ops/promotion-applications').at(-1);
    expect(last?.url.searchParams.get('promoId')).toBe('promo-1');
    expect(last?.url.searchParams.get('state')).toBe('rejected');
  });

  it('rejects only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const view = openQueue(() =>
      ok({ application: { ...APPLICATION, state: 'rejected', reason: 'Blurry' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Review the application of ali_khan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(view.sent.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(readable((await screen.findByRole('status')).textContent ?? '')).toContain(
      'Rejected the application of ali_khan',
    );
    const posted = view.sent.filter((request) => request.method === 'POST');
    expect(posted.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/ops/promotion-applications/7/reject', { reason: 'Blurry' }],
    ]);
  });

  it('reads in Urdu', async () => {
    await useLanguage('UR');
    openQueue(() => ok({}));
    const table = await screen.findByRole('table', { name: 'درخواستیں' });
    expect(within(table).getByText('اسپن ہفتہ')).toBeTruthy();
  });
});
