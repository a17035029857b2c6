/**
 * Promotions in the console: a promotion created by marketing is listed back with its terms (rules
 * HTML sanitised); bad input gives field errors, not a 500; an application is approved once even
 * when two operators approve it at the same moment (one bonus, granted once); a rejection keeps its
 * reason; an operator's cancel of a member's bonus is audited and returns the bonus money to the
 * house (the member's bonus account is 0 afterwards), and the liability follows. Runs on SQLite and
 * PostgreSQL (TEST_DATABASE_URL).
 */
import type {
  OpsApplication,
  OpsBonusLiability,
  OpsMemberBonus,
  OpsPromotion,
  OpsPromotionInput,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { OPS_IP, asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { memberBonusWallet } from '../wallet/accounts.ts';
import { createPromotionRepository } from './repository.ts';

let t: TestContext;
let marketing: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  marketing = await operatorWith(t, 'promo_marketing', ['marketing']);
  auditor = await operatorWith(t, 'promo_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

const WEIGHTS = { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50, LOTT: 0 };

function promotion(overrides: Partial<OpsPromotionInput> = {}): OpsPromotionInput {
  return {
    kind: 'CLAIM',
    category: 'SLOTS',
    titleEn: 'Weekend spins',
    titleUr: 'ویک اینڈ اسپنز',
    rulesHtmlEn: '<p>Play <b>slots</b></p><script>alert(1)</script>',
    rulesHtmlUr: '<p>سلاٹس کھیلیں</p>',
    bannerUrl: null,
    startsAt: null,
    endsAt: null,
    enabled: true,
    promoCode: null,
    eligibility: { oncePer: ['MEMBER'] },
    bonus: { type: 'FIXED', amount: '50.00' },
    wagering: { basis: 'BONUS', multiple: 5, weights: WEIGHTS, maxStake: '20', expiryDays: 7 },
    ...overrides,
  };
}

async function create(body: OpsPromotionInput): Promise<OpsPromotion> {
  return valueOf<{ promotion: OpsPromotion }>(await asOps(t, marketing, 'POST', '/ops/promotions', body))
    .promotion;
}

async function bonusAccount(memberId: number): Promise<bigint> {
  const row = await t.database.db
    .selectFrom('ledger_account')
    .select(['credits_posted', 'debits_posted'])
    .where('account_key', '=', memberBonusWallet(memberId).key)
    .executeTakeFirst();
  return row === undefined ? 0n : BigInt(row.credits_posted) - BigInt(row.debits_posted);
}

async function applicationFor(promoId: string): Promise<{ id: number; memberId: number }> {
  const merchant = await testMerchant(t);
  const member = await memberWith(t);
  // The member side (its upload checks) has its own tests; here the row is what an application leaves.
  const row = await t.database.db
    .insertInto('promotion_application')
    .values({
      merchant_id: merchant.id,
      member_id: member.id,
      promo_id: promoId,
      comment: 'I played 100 spins on Friday',
      images: JSON.stringify([`/uploads/${'a'.repeat(64)}.png`]),
      status: 'pending',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, memberId: member.id };
}

const liability = async () =>
  valueOf<OpsBonusLiability>(await asOps(t, auditor, 'GET', '/ops/promotions/liability'));

describe('defining promotions', () => {
  it('lists a created promotion with its terms, rules sanitised, audited', async () => {
    const created = await create(promotion({ promoCode: 'SPIN50' }));
    const list = valueOf<{ content: OpsPromotion[] }>(await asOps(t, auditor, 'GET', '/ops/promotions'));
    const listed = list.content.find((item) => item.promoId === created.promoId);
    expect(listed).toMatchObject({
      kind: 'CLAIM',
      category: 'SLOTS',
      titleEn: 'Weekend spins',
      titleUr: 'ویک اینڈ اسپنز',
      enabled: true,
      promoCode: 'SPIN50',
      bonus: { type: 'FIXED', amount: '50.00' },
      wagering: { basis: 'BONUS', multiple: 5, weights: WEIGHTS, maxStake: '20.00', expiryDays: 7 },
      eligibility: { oncePer: ['MEMBER'], firstDeposit: false },
    });
    expect(listed?.rulesHtmlEn).toContain('<b>slots</b>');
    expect(listed?.rulesHtmlEn).not.toContain('script');
    const entry = await lastAudit(t, 'promotion.create');
    expect(entry).toMatchObject({
      actor: 'operator:promo_marketing',
      target: `promotion:${created.promoId}`,
      address: OPS_IP,
    });
  });

  it('keeps an Urdu banner apart: the lobby shows it in Urdu, the English one in English', async () => {
    const en = 'https://cdn.example.com/spins.en.webp';
    const ur = 'https://cdn.example.com/spins.ur.webp';
    const both = await create(promotion({ titleEn: 'Two banners', bannerUrl: en, bannerUrlUr: ur }));
    const one = await create(promotion({ titleEn: 'One banner', bannerUrl: en }));
    expect(both).toMatchObject({ bannerUrl: en, bannerUrlUr: ur });
    expect(one).toMatchObject({ bannerUrl: en, bannerUrlUr: null });
    const bannerIn = async (language: 'EN' | 'UR') => {
      const list = valueOf<{ list: { promoId: string; bannerUrl: string | null }[] }>(
        await call(t, 'GET', '/wps/relay/MCSFE_getPromotionList', {}, { headers: { language } }),
      );
      const of = (id: string) => list.list.find((item) => item.promoId === id)?.bannerUrl;
      return [of(both.promoId), of(one.promoId)];
    };
    expect(await bannerIn('EN')).toEqual([en, en]);
    // No Urdu art: the English picture serves Urdu too.
    expect(await bannerIn('UR')).toEqual([ur, en]);
  });

  it('edits, switches off and reorders, each audited', async () => {
    const first = await create(promotion({ titleEn: 'First' }));
    const second = await create(promotion({ titleEn: 'Second' }));
    const edited = await asOps(t, marketing, 'PUT', `/ops/promotions/${first.promoId}`, {
      ...promotion({ titleEn: 'First, better' }),
      bonus: { type: 'FIXED', amount: '75' },
    });
    expect(edited).toMatchObject({
      status: 200,
      value: { promotion: { titleEn: 'First, better', bonus: { amount: '75.00' } } },
    });
    const off = await asOps(t, marketing, 'PUT', `/ops/promotions/${first.promoId}/enabled`, {
      enabled: false,
    });
    expect(off).toMatchObject({ status: 200, value: { promotion: { enabled: false } } });
    expect((await lastAudit(t, 'promotion.disable')).target).toBe(`promotion:${first.promoId}`);
    const order = await asOps(t, marketing, 'PUT', '/ops/promotions/order', {
      promoIds: [second.promoId, first.promoId],
    });
    const ids = valueOf<{ content: OpsPromotion[] }>(order).content.map((item) => item.promoId);
    expect(ids.slice(0, 2)).toEqual([second.promoId, first.promoId]);
    expect(await lastAudit(t, 'promotion.order')).toMatchObject({ actor: 'operator:promo_marketing' });
  });

  it('answers bad input with field errors, in the operator language, and stores nothing', async () => {
    const before = valueOf<{ content: OpsPromotion[] }>(await asOps(t, auditor, 'GET', '/ops/promotions'))
      .content.length;
    const bad = await asOps(t, marketing, 'POST', '/ops/promotions', {
      ...promotion({ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
      wagering: {
        basis: 'BONUS',
        multiple: 5,
        weights: { ...WEIGHTS, RNG: 150 },
        maxStake: null,
        expiryDays: 7,
      },
      bonus: { type: 'FIXED', amount: '-5' },
    });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    const paths = (bad.data as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.wagering.weights.RNG', 'body.bonus.amount']));
    const ends = await asOps(t, marketing, 'POST', '/ops/promotions', {
      ...promotion({ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
    });
    expect(ends.status).toBe(400);
    expect((ends.data as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(
      'body.endsAt',
    );
    // A fraction finer than the currency's cent is the field's error too, not a rounding.
    const precise = await asOps(
      t,
      marketing,
      'POST',
      '/ops/promotions',
      promotion({ bonus: { type: 'FIXED', amount: '1.001' } }),
    );
    expect(precise.status).toBe(400);
    expect((precise.data as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'body.bonus.amount',
    ]);
    const after = valueOf<{ content: OpsPromotion[] }>(await asOps(t, auditor, 'GET', '/ops/promotions'))
      .content.length;
    expect(after).toBe(before);
  });

  it('refuses changes to a role that may only read', async () => {
    const refused = await asOps(t, auditor, 'POST', '/ops/promotions', promotion(), 'UR');
    expect(refused.status).toBe(403);
  });
});

describe('applications', () => {
  it('grants once when two operators approve the same application at the same moment', async () => {
    const promo = await create(promotion({ kind: 'APPLY', category: 'OTHER' }));
    const other = await operatorWith(t, 'promo_marketing_2', ['marketing']);
    const { id, memberId } = await applicationFor(promo.promoId);
    const answers = await Promise.all([
      asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/approve`, {}),
      asOps(t, other, 'POST', `/ops/promotion-applications/${id}/approve`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.code).toBe('PROMOTION_APPLICATION_DECIDED');
    const bonuses = await t.database.db
      .selectFrom('member_bonus')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]?.source).toBe(`application:${id}`);
    expect(await bonusAccount(memberId)).toBe(5000n);
    const shown = valueOf<{ application: OpsApplication }>(
      await asOps(t, auditor, 'GET', `/ops/promotion-applications/${id}`),
    ).application;
    expect(shown).toMatchObject({
      state: 'approved',
      bonusId: bonuses[0]?.id,
      comment: 'I played 100 spins on Friday',
    });
    expect(shown.images).toHaveLength(1);
    expect((await lastAudit(t, 'promotion.application.approve')).target).toBe(`promotion_application:${id}`);
  });

  it('approves an application of a promotion without an amount by recording it only', async () => {
    const promo = await create(promotion({ kind: 'INFO', bonus: { type: 'NONE' } }));
    const { id, memberId } = await applicationFor(promo.promoId);
    const approved = await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/approve`, {});
    expect(approved).toMatchObject({
      status: 200,
      value: { application: { state: 'approved', bonusId: null } },
    });
    expect(await bonusAccount(memberId)).toBe(0n);
  });

  it('rejects with a required reason the member can read, pending ones listed first', async () => {
    const promo = await create(promotion({ kind: 'APPLY' }));
    const { id } = await applicationFor(promo.promoId);
    const waiting = await applicationFor(promo.promoId);
    const noReason = await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/reject`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const rejected = await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/reject`, {
      reason: 'No screenshot of the spins',
    });
    expect(rejected).toMatchObject({
      status: 200,
      value: {
        application: {
          state: 'rejected',
          reason: 'No screenshot of the spins',
          decidedBy: 'operator:promo_marketing',
        },
      },
    });
    const stored = await createPromotionRepository(t.database.db).application(id);
    expect(stored).toMatchObject({ status: 'rejected', reason: 'No screenshot of the spins' });
    const again = await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/approve`, {});
    expect(again.status).toBe(409);
    const queue = valueOf<{ content: OpsApplication[]; total: number }>(
      await asOps(t, auditor, 'GET', '/ops/promotion-applications', { promoId: promo.promoId }),
    );
    expect(queue.total).toBe(2);
    expect(queue.content.map((row) => row.id)).toEqual([waiting.id, id]);
  });
});

describe("a member's bonuses", () => {
  it('cancels an active bonus with a reason: audited, its money back to the house, liability down', async () => {
    const promo = await create(promotion({ kind: 'APPLY', bonus: { type: 'FIXED', amount: '30' } }));
    const { id, memberId } = await applicationFor(promo.promoId);
    const owedBefore = await liability();
    await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/approve`, {});
    const owed = await liability();
    expect(owed.activeCount).toBe(owedBefore.activeCount + 1);

    const list = valueOf<{ content: OpsMemberBonus[] }>(
      await asOps(t, auditor, 'GET', `/ops/members/${memberId}/bonuses`),
    ).content;
    expect(list).toHaveLength(1);
    const active = list[0];
    expect(active).toMatchObject({
      state: 'active',
      bonus: '30.00',
      balance: '30.00',
      wagered: '0.00',
      wagerRequired: '150.00',
    });
    if (active === undefined) throw new Error('no bonus');

    const url = `/ops/members/${memberId}/bonuses/${active.bonusId}/cancel`;
    expect((await asOps(t, marketing, 'POST', url, { reason: '' })).status).toBe(400);
    expect((await asOps(t, auditor, 'POST', url, { reason: 'abuse' })).status).toBe(403);
    const cancelled = await asOps(t, marketing, 'POST', url, { reason: 'Two accounts on one device' });
    expect(cancelled).toMatchObject({ status: 200, value: { bonus: { state: 'cancelled', balance: null } } });
    expect(await bonusAccount(memberId)).toBe(0n);
    const entry = await lastAudit(t, 'bonus.cancel');
    expect(entry).toMatchObject({
      actor: 'operator:promo_marketing',
      target: `member_bonus:${active.bonusId}`,
    });
    expect(entry.detail).toMatchObject({ memberId, reason: 'Two accounts on one device' });
    expect(entry.after).toMatchObject({ status: 'cancelled', returnedMinor: '3000' });
    expect((await liability()).activeCount).toBe(owedBefore.activeCount);

    const twice = await asOps(t, marketing, 'POST', url, { reason: 'again' });
    expect(twice).toMatchObject({ status: 409, code: 'BONUS_NOT_ACTIVE' });
    const report = await t.app.wallet.ledger.reconcile();
    expect(report.problems).toEqual([]);
  });

  it("does not cancel another member's bonus through a wrong address", async () => {
    const promo = await create(promotion({ kind: 'APPLY' }));
    const { id, memberId } = await applicationFor(promo.promoId);
    const granted = valueOf<{ application: OpsApplication }>(
      await asOps(t, marketing, 'POST', `/ops/promotion-applications/${id}/approve`, {}),
    ).application;
    const stranger = await memberWith(t);
    const wrong = await asOps(
      t,
      marketing,
      'POST',
      `/ops/members/${stranger.id}/bonuses/${granted.bonusId}/cancel`,
      {
        reason: 'wrong member',
      },
    );
    expect(wrong.status).toBe(404);
    expect(await bonusAccount(memberId)).toBe(5000n);
  });
});
