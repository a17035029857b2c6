/**
 * Affiliate links of the agent centre over HTTP: an agent creates links (rates above its own are
 * refused), lists and deletes them; a friend registering with a link's code lands under the agent
 * with the link's kind and rates, counted on the link; a deleted link's code registers nobody.
 * Non-agents and trial accounts are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, register, valueOf } from '../../test/accounts-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';
import { effectiveRates } from '../rebates/member-rates.ts';
import { isDirectDownline } from '../referrals/tree.repository.ts';
import { newAgent } from './links-test-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

interface Link {
  id: number;
  code: string;
  url: string;
  kind: 'MEMBER' | 'AGENT';
  rates: { product: string; rateBps: number }[];
  note: string;
  registrations: number;
}
interface Links {
  myCode: string;
  myUrl: string;
  content: Link[];
  myRates: { product: string; rateBps: number }[];
}

const create = (token: string, payload: Record<string, unknown>) =>
  call(t, 'POST', '/wps/relay/MCS2_wpsCreateAffUrl', payload, { token });
const listOf = async (token: string) =>
  valueOf<Links>(await call(t, 'GET', '/wps/relay/MCS2_wpsViewAffUrls', {}, { token }));
let friends = 0;
const friendName = () => {
  friends += 1;
  return `friend${friends}x${Date.now() % 100_000}`;
};

describe('affiliate links', () => {
  it('creates, lists and deletes links; rates above the agent’s own are refused', async () => {
    const agent = await newAgent(t, { SLOTS: 120, LIVE: 80 });
    const refused = await create(agent.token, {
      kind: 'MEMBER',
      rates: [{ product: 'SLOTS', rateBps: 121 }],
    });
    expect(refused).toMatchObject({ success: false, code: 'REBATE_ABOVE_UPLINE' });

    const made = valueOf<{ link: Link }>(
      await create(agent.token, {
        kind: 'AGENT',
        rates: [
          { product: 'SLOTS', rateBps: 100 },
          { product: 'LIVE', rateBps: 80 },
        ],
        note: 'Club',
      }),
    ).link;
    expect(made).toMatchObject({ kind: 'AGENT', note: 'Club', registrations: 0 });
    expect(made.url).toBe(`/m/register?affiliateCode=${made.code}`);
    expect(made.code).toMatch(/^[A-Z2-9]{8}$/);

    const list = await listOf(agent.token);
    expect(list.content.map((l) => l.id)).toEqual([made.id]);
    expect(list.myCode).toBe(agent.code);
    expect(list.myRates).toContainEqual({ product: 'SLOTS', rateBps: 120 });

    expect(
      valueOf(
        await call(t, 'POST', '/wps/relay/MCS2_wpsDeleteAffUrl', { id: made.id }, { token: agent.token }),
      ),
    ).toEqual({ deleted: true });
    expect((await listOf(agent.token)).content).toEqual([]);
    const again = await call(
      t,
      'POST',
      '/wps/relay/MCS2_wpsDeleteAffUrl',
      { id: made.id },
      { token: agent.token },
    );
    expect(again).toMatchObject({ success: false, code: 'AFFILIATE_LINK_NOT_FOUND' });
  });

  it('registers a friend under the agent with the link’s kind and rates; a deleted link registers nobody', async () => {
    const agent = await newAgent(t, { SLOTS: 120, LIVE: 80 });
    const link = valueOf<{ link: Link }>(
      await create(agent.token, { kind: 'AGENT', rates: [{ product: 'SLOTS', rateBps: 90 }] }),
    ).link;

    // The registration's code check accepts a link code like an invitation code.
    expect((await call(t, 'GET', '/wps/agent/affiliate', { affiliateCode: link.code })).success).toBe(true);
    const username = friendName();
    expect((await register(t, { username, affiliateCode: link.code, registerMethod: 'H5' })).success).toBe(
      true,
    );
    const friend = await t.database.db
      .selectFrom('member')
      .select(['id', 'type', 'referrer_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(friend).toMatchObject({ type: 1, referrer_id: agent.id });
    expect(await isDirectDownline(t.database.db, agent.id, friend.id)).toBe(true);
    const rates = await effectiveRates(t.database.db, agent.merchantId, friend.id);
    expect(rates.SLOTS).toBe(90);
    expect((await listOf(agent.token)).content[0]?.registrations).toBe(1);

    await call(t, 'POST', '/wps/relay/MCS2_wpsDeleteAffUrl', { id: link.id }, { token: agent.token });
    const late = await register(t, {
      username: friendName(),
      affiliateCode: link.code,
      registerMethod: 'H5',
    });
    expect(late).toMatchObject({ success: false, code: 'INVALID_INVITATION_CODE' });
    expect((await call(t, 'GET', '/wps/agent/affiliate', { affiliateCode: link.code })).success).toBe(false);
  });

  it('a MEMBER link opens an ordinary member', async () => {
    const agent = await newAgent(t, { SLOTS: 50 });
    const link = valueOf<{ link: Link }>(await create(agent.token, { kind: 'MEMBER', rates: [] })).link;
    const username = friendName();
    expect((await register(t, { username, affiliateCode: link.code, registerMethod: 'H5' })).success).toBe(
      true,
    );
    const friend = await t.database.db
      .selectFrom('member')
      .select(['type', 'referrer_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(friend).toEqual({ type: 0, referrer_id: agent.id });
  });

  it('refuses non-agents and trial accounts', async () => {
    const player = await newPlayer(t);
    expect(await call(t, 'GET', '/wps/relay/MCS2_wpsViewAffUrls', {}, { token: player.token })).toMatchObject(
      {
        success: false,
        code: 'AGENT_ONLY',
      },
    );
    const trial = await trialPlayer(t);
    expect(await create(trial.token, { kind: 'MEMBER', rates: [] })).toMatchObject({
      success: false,
      code: 'FREE_REJECT',
    });
  });
});
