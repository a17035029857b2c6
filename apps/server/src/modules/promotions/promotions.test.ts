/**
 * Members' promotions through the HTTP API: the list for guests and members, a claim that grants a
 * bonus once however many requests race (SQLite and PostgreSQL), once per device across two members,
 * and applications whose pictures are checked from their bytes (real PNG and JPEG files pass; a GIF
 * named .png, a 6 MB file, four pictures or 141 characters are refused).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';

const LIST = '/wps/relay/MCSFE_getPromotionList';
const CLAIM = '/wps/relay/MCSFE_claimPromotion';
const UPLOAD = '/wps/relay/MCSFE_uploadPromotionImage';
const APPLY = '/wps/relay/MCSFE_applyPromotion';
const APPLICATIONS = '/wps/relay/MCSFE_getPromotionApplications';
const BONUSES = '/wps/relay/MCSFE_getMemberBonuses';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  const merchant = await testMerchant(t);
  const at = new Date().toISOString();
  const base = {
    merchant_id: merchant.id,
    created_at: at,
    updated_at: at,
    weights: JSON.stringify({ RNG: 100 }),
    wager_basis: 'BONUS',
    wager_multiple: 5,
    expiry_days: 7,
  };
  for (const row of [
    {
      promo_id: 'T_GIFT',
      kind: 'CLAIM',
      category: 'NEWBIE',
      fixed_bonus_minor: 2_500n,
      eligibility: '{"oncePer":["MEMBER"]}',
    },
    {
      promo_id: 'T_DEVICE',
      kind: 'CLAIM',
      category: 'OTHER',
      fixed_bonus_minor: 1_000n,
      eligibility: '{"oncePer":["MEMBER","DEVICE"]}',
      wager_multiple: 0,
    },
    {
      promo_id: 'T_VIP',
      kind: 'CLAIM',
      category: 'REBATE',
      fixed_bonus_minor: 1_000n,
      eligibility: '{"vipMin":2}',
    },
    {
      promo_id: 'T_APPLY',
      kind: 'APPLY',
      category: 'POKER',
      fixed_bonus_minor: 5_000n,
      eligibility: '{"oncePer":["MEMBER"]}',
    },
  ]) {
    await t.database.db
      .insertInto('promotion')
      .values({
        ...base,
        ...row,
        title_en: `${row.promo_id} en`,
        title_ur: `${row.promo_id} ur`,
        rules_html_en: '<p>Rules</p>',
      })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

interface Item {
  promoId: string;
  category: string;
  state: string;
  reason: string | null;
  reasonText: string | null;
}

async function list(player: Player | null, query: Record<string, string> = {}, userAgent?: string) {
  return valueOf<{ list: Item[]; categories: string[] }>(
    await call(t, 'GET', LIST, query, {
      ...(player === null ? {} : { token: player.token }),
      ...(userAgent === undefined ? {} : { userAgent }),
    }),
  );
}
const stateOf = async (player: Player | null, promoId: string, userAgent?: string) =>
  (await list(player, {}, userAgent)).list.find((item) => item.promoId === promoId);

const claim = (player: Player, promoId: string, userAgent?: string) =>
  call(
    t,
    'POST',
    CLAIM,
    { promoId },
    { token: player.token, ...(userAgent === undefined ? {} : { userAgent }) },
  );

describe('promotion list', () => {
  it('shows guests every promotion without claim state, and filters by category', async () => {
    const all = await list(null);
    expect(all.list.find((item) => item.promoId === 'T_GIFT')).toMatchObject({
      state: 'GUEST',
      reason: null,
    });
    expect(all.categories).toEqual(expect.arrayContaining(['NEWBIE', 'POKER', 'OTHER']));
    const poker = await list(null, { category: 'POKER' });
    expect(poker.list.map((item) => item.promoId)).toEqual(['T_APPLY']);
  });

  it('shows a member what they may claim, in their language', async () => {
    const player = await newPlayer(t);
    expect(await stateOf(player, 'T_GIFT')).toMatchObject({ state: 'AVAILABLE' });
    const urdu = valueOf<{ list: (Item & { title: string })[] }>(
      await call(t, 'GET', LIST, {}, { token: player.token, headers: { language: 'UR' } }),
    );
    expect(urdu.list.find((item) => item.promoId === 'T_GIFT')).toMatchObject({ title: 'T_GIFT ur' });
  });

  it('offers a VIP promotion from the level the VIP module computed for the member', async () => {
    const player = await newPlayer(t);
    expect(await stateOf(player, 'T_VIP')).toMatchObject({ state: 'UNAVAILABLE', reason: 'VIP_LEVEL' });
    await t.database.db.updateTable('member').set({ club_label: '2' }).where('id', '=', player.id).execute();
    expect(await stateOf(player, 'T_VIP')).toMatchObject({ state: 'AVAILABLE', reason: null });
    expect((await claim(player, 'T_VIP')).success).toBe(true);
  });
});

describe('claim', () => {
  it('grants the bonus exactly once when the same claim races itself', async () => {
    const player = await newPlayer(t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(player, 'T_GIFT')));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const ids = new Set(answers.map((answer) => valueOf<{ bonusId: number }>(answer).bonusId));
    expect(ids.size).toBe(1);
    const bonuses = valueOf<{
      active: { bonus: string; balance: string; required: string } | null;
      history: unknown[];
    }>(await call(t, 'GET', BONUSES, undefined, { token: player.token }));
    expect(bonuses.active).toMatchObject({
      bonus: '25.00',
      balance: '25.00',
      required: '125.00',
      wagered: '0.00',
    });
    expect(bonuses.history).toEqual([]);
    expect((await balanceOf(t, player)).mainBalance).toBe('0.00');
    expect(await stateOf(player, 'T_GIFT')).toMatchObject({ state: 'CLAIMED', reason: 'ONCE_PER_MEMBER' });
    // A later repeat answers the same bonus.
    expect(valueOf<{ bonusId: number; replayed: boolean }>(await claim(player, 'T_GIFT'))).toMatchObject({
      bonusId: [...ids][0],
      replayed: true,
    });
    await expectReconciled(t);
  });

  it('refuses a second member on the same device, with the reason in their language', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14) shared phone';
    const first = await newPlayer(t);
    const second = await newPlayer(t);
    expect((await claim(first, 'T_DEVICE', phone)).success).toBe(true);
    // No wagering: paid straight to cash.
    expect((await balanceOf(t, first)).mainBalance).toBe('10.00');
    expect(await stateOf(second, 'T_DEVICE', phone)).toMatchObject({
      state: 'UNAVAILABLE',
      reason: 'ONCE_PER_DEVICE',
      reasonText: 'This promotion was already claimed on this device',
    });
    expect(await claim(second, 'T_DEVICE', phone)).toMatchObject({ status: 409, code: 'PROMO_NOT_ELIGIBLE' });
    // The same member on another device is still once per member.
    expect(await claim(first, 'T_DEVICE', 'another browser')).toMatchObject({ success: true });
    expect((await claim(second, 'T_DEVICE', 'another browser')).success).toBe(true);
    expect((await balanceOf(t, second)).mainBalance).toBe('10.00');
  });

  it('lets one of two members racing on the same device have a once-per-device promotion', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14) racing phone';
    const players = [await newPlayer(t), await newPlayer(t)];
    const answers = await Promise.all(players.map((player) => claim(player, 'T_DEVICE', phone)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'PROMO_NOT_ELIGIBLE')).toHaveLength(1);
    const cash = await Promise.all(players.map(async (player) => (await balanceOf(t, player)).mainBalance));
    expect(cash.sort()).toEqual(['0.00', '10.00']);
  });

  it('refuses guests and promotions that are not claimed by a button', async () => {
    expect(await call(t, 'POST', CLAIM, { promoId: 'T_GIFT' })).toMatchObject({ status: 401 });
    const player = await newPlayer(t);
    expect(await claim(player, 'T_APPLY')).toMatchObject({ code: 'PROMO_NOT_FOUND' });
  });
});

const picture = (format: 'png' | 'jpeg' | 'gif', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** A real PNG over 5 MB: noise does not compress. */
async function hugePicture(): Promise<Buffer> {
  const side = 1400;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const upload = (player: Player, bytes: Buffer) =>
  call(t, 'POST', UPLOAD, { image: bytes.toString('base64') }, { token: player.token });

describe('application', () => {
  it('takes a comment and real PNG and JPEG pictures, then lists it as pending', async () => {
    const player = await newPlayer(t);
    const urls = [];
    for (const bytes of [await picture('png'), await picture('jpeg')]) {
      const answer = await upload(player, bytes);
      urls.push(valueOf<{ url: string }>(answer).url);
    }
    expect(urls[0]).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(urls[1]).toMatch(/\.jpg$/);
    // The stored picture is served.
    const served = await t.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    const applied = await call(
      t,
      'POST',
      APPLY,
      { promoId: 'T_APPLY', comment: 'x'.repeat(140), images: urls },
      { token: player.token },
    );
    expect(applied).toMatchObject({ success: true });
    const mine = valueOf<{ list: { promoId: string; status: string; images: string[] }[] }>(
      await call(t, 'GET', APPLICATIONS, undefined, { token: player.token }),
    );
    expect(mine.list).toEqual([
      expect.objectContaining({ promoId: 'T_APPLY', status: 'pending', images: urls }),
    ]);
    expect(await stateOf(player, 'T_APPLY')).toMatchObject({ state: 'PENDING' });
    // One pending application per member and promotion.
    expect(
      await call(
        t,
        'POST',
        APPLY,
        { promoId: 'T_APPLY', comment: 'again', images: [] },
        { token: player.token },
      ),
    ).toMatchObject({ status: 409, code: 'PROMO_APPLICATION_PENDING' });
  });

  it('refuses a GIF named .png, a 6 MB picture, four pictures and 141 characters', async () => {
    const player = await newPlayer(t);
    expect(await upload(player, await picture('gif'))).toMatchObject({
      status: 415,
      code: 'PROMO_IMAGE_TYPE',
    });
    const huge = await hugePicture();
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await upload(player, huge)).toMatchObject({ status: 413, code: 'PROMO_IMAGE_TOO_LARGE' });
    expect(await upload(player, Buffer.from('not a picture at all'))).toMatchObject({
      code: 'PROMO_IMAGE_TYPE',
    });
    const url = valueOf<{ url: string }>(await upload(player, await picture('png'))).url;
    const apply = (body: object) =>
      call(t, 'POST', APPLY, { promoId: 'T_APPLY', ...body }, { token: player.token });
    expect(await apply({ images: [url, url, url, url] })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await apply({ comment: 'x'.repeat(141) })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    // Only pictures stored here.
    expect(await apply({ images: ['https://example.com/a.png'] })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await call(t, 'POST', UPLOAD, { image: 'AAAA' })).toMatchObject({ status: 401 });
  });
});
