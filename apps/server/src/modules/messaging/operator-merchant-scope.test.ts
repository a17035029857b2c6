/**
 * Operators belong to one merchant: an operator of another merchant can neither write this
 * merchant's announcements or inbox nor see or answer its live chats, and two merchants' operators
 * never share an adjustment's idempotency key. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient } from '../../test/chat-client.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';
import { plainMember } from '../accounts/login.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
let t: TestContext;
let base: string;
let otherMerchant: { id: number; code: string };
let home: string;
let outsider: string;
let member: Player;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  otherMerchant = await addMerchant(t, 'SCOPECO', 'Scope Co');
  home = await operatorToken(t, 'ops_scope_home');
  outsider = await operatorToken(t, 'ops_scope_other', otherMerchant.code);
  member = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
});

const announcement = (title: string, merchantCode?: string) => ({
  type: 'PL',
  groupName: '',
  execution: null,
  promotionType: null,
  link: '',
  ...(merchantCode === undefined ? {} : { merchantCode }),
  texts: {
    EN: { title, content: `<p>${title}</p>` },
    UR: { title: `${title} (اردو)`, content: '<p>اردو متن</p>' },
  },
});

const inbox = (memberId: number, merchantCode?: string) => ({
  audience: { kind: 'member', memberId },
  ...(merchantCode === undefined ? {} : { merchantCode }),
  texts: { EN: { title: 'Scoped', content: '<p>Only for you</p>' } },
});

const announcementMerchant = async (id: number) =>
  (
    await t.database.db
      .selectFrom('announcement')
      .select('merchant_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).merchant_id;

describe('operator merchant scope in messaging', () => {
  it("writes an operator's announcements to its own merchant and refuses another merchant's", async () => {
    const own = valueOf<{ id: number }>(
      await call(t, 'POST', '/ops/announcements', announcement('Other news'), { token: outsider }),
    ).id;
    expect(await announcementMerchant(own)).toBe(otherMerchant.id);
    expect(
      await call(t, 'POST', '/ops/announcements', announcement('Sneaky', t.config.merchantCode), {
        token: outsider,
      }),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });

    const theirs = valueOf<{ id: number }>(
      await call(t, 'POST', '/ops/announcements', announcement('Home news'), { token: home }),
    ).id;
    expect(
      await call(t, 'PUT', `/ops/announcements/${theirs}`, announcement('Defaced'), { token: outsider }),
    ).toMatchObject({ code: 'ANNOUNCEMENT_NOT_FOUND' });
    expect(
      await call(t, 'PUT', `/ops/announcements/${theirs}`, announcement('Defaced', t.config.merchantCode), {
        token: outsider,
      }),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });
    expect(
      await call(
        t,
        'DELETE',
        `/ops/announcements/${theirs}`,
        { merchantCode: t.config.merchantCode },
        {
          token: outsider,
        },
      ),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });
    expect(
      await call(t, 'DELETE', `/ops/announcements/${theirs}`, undefined, { token: outsider }),
    ).toMatchObject({ code: 'ANNOUNCEMENT_NOT_FOUND' });
    expect(await announcementMerchant(theirs)).not.toBe(otherMerchant.id);
  });

  it("sends no inbox message to another merchant's member", async () => {
    expect(await call(t, 'POST', '/ops/inbox', inbox(member.id), { token: outsider })).toMatchObject({
      code: 'INBOX_RECIPIENT_NOT_FOUND',
    });
    expect(
      await call(t, 'POST', '/ops/inbox', inbox(member.id, t.config.merchantCode), { token: outsider }),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });
    const sent = await t.database.db
      .selectFrom('inbox_message')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(sent).toEqual([]);
    const { messageId } = valueOf<{ messageId: number }>(
      await call(t, 'POST', '/ops/inbox', inbox(member.id), { token: home }),
    );
    const delivered = await t.database.db
      .selectFrom('inbox_message')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(delivered.map((row) => row.id)).toEqual([messageId]);
  });
});

describe('operator merchant scope in live chat', () => {
  async function agentHello(operatorToken: string, conversationId: number) {
    const client = await ChatClient.open(base);
    client.send({ t: 'agent-hello', operatorToken, conversationId, after: 0 });
    const answer = await Promise.race([client.next('ready'), client.next('error')]);
    await client.close();
    return answer;
  }

  /** The member's conversation, opened by launching chat. */
  async function memberConversation() {
    await call(t, 'GET', '/wps/relay/CBS_launchChat', { b2c: 'true' }, { token: member.token });
    return (
      await t.database.db
        .selectFrom('chat_conversation')
        .select('id')
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).id;
  }

  it("lists no chats of another merchant, and refuses another merchant's code", async () => {
    const conversation = await memberConversation();
    const listed = async (token: string) =>
      valueOf<{ conversationId: number }[]>(await call(t, 'GET', '/ops/chats', undefined, { token })).map(
        (c) => c.conversationId,
      );
    expect(await listed(home)).toContain(conversation);
    expect(await listed(outsider)).not.toContain(conversation);
    expect(
      await call(t, 'GET', '/ops/chats', { merchantCode: t.config.merchantCode }, { token: outsider }),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });
  });

  it("opens no agent socket on another merchant's chat, so it cannot read or answer it", async () => {
    const conversation = await memberConversation();
    expect(await agentHello(outsider, conversation)).toMatchObject({ t: 'error', code: 'CHAT_NOT_FOUND' });
    expect(await agentHello(home, conversation)).toMatchObject({ t: 'ready' });
  });
});

describe('operator adjustment ids per merchant', () => {
  it("gives two merchants' operators their own adjustment for one request id, and replays within one", async () => {
    const username = `scopeb${Date.now() % 100_000}`;
    const other = await t.database.db
      .insertInto('member')
      .values({
        ...plainMember(otherMerchant.id, username, 0),
        password_hash: await hashPassword(DEMO_PASSWORD),
        password_changed_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adjust = (token: string, memberId: number) =>
      call(
        t,
        'POST',
        `/ops/members/${memberId}/adjust`,
        { amount: '+7', reason: 'goodwill', requestId: 'same-request-0001' },
        { token },
      );
    const first = valueOf<{ transferId: string; sumBalance: string; replayed: boolean }>(
      await adjust(home, member.id),
    );
    const second = valueOf<{ transferId: string; sumBalance: string; replayed: boolean }>(
      await adjust(outsider, other.id),
    );
    expect(first).toMatchObject({ sumBalance: '7.00', replayed: false });
    expect(second).toMatchObject({ sumBalance: '7.00', replayed: false });
    expect(second.transferId).not.toBe(first.transferId);
    expect(valueOf(await adjust(home, member.id))).toMatchObject({
      transferId: first.transferId,
      sumBalance: '7.00',
      replayed: true,
    });
  });

  it('replays an adjustment written with the old id instead of paying it twice', async () => {
    const fresh = await newPlayer(t);
    await t.app.wallet.ledger.transfer({
      id: 'adjust:legacy-request-0001',
      merchantId: fresh.merchantId,
      currency: 'CNY',
      debit: houseAccount(HouseAccount.ADJUSTMENTS),
      credit: memberWallet(fresh.id),
      amount: 300n,
      code: 'ADJUSTMENT',
    });
    const retry = (amount: string) =>
      call(
        t,
        'POST',
        `/ops/members/${fresh.id}/adjust`,
        { amount, reason: 'goodwill', requestId: 'legacy-request-0001' },
        { token: home },
      );
    expect(valueOf(await retry('+3'))).toEqual({
      status: 'done',
      transferId: 'adjust:legacy-request-0001',
      sumBalance: '3.00',
      replayed: true,
    });
    expect(await retry('+4')).toMatchObject({ code: 'TRANSFER_ID_REUSED' });
  });
});
