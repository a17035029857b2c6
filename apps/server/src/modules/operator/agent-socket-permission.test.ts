/** The chat socket lets an operator answer chats only with the permission the agent page's list needs. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient } from '../../test/chat-client.ts';
import { MESSAGING_ENV } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { createOperatorAuth } from './auth.ts';
import { createOperatorRepository } from './repository.ts';

const PASSWORD = 'operator-password-for-tests';
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('agent socket permission', () => {
  it('refuses an operator whose roles cannot answer chats', async () => {
    const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
    await auth.create('socket_marketer', PASSWORD, { roles: ['marketing'] });
    const token = valueOf<{ token: string }>(
      await call(t, 'POST', '/ops/session', { username: 'socket_marketer', password: PASSWORD }),
    ).token;
    const client = await ChatClient.open(base);
    client.send({ t: 'agent-hello', operatorToken: token, conversationId: 1, after: 0 });
    expect(await client.next('error')).toMatchObject({ code: 'OPERATOR_FORBIDDEN', fatal: true });
    await client.closed();
  });
});
