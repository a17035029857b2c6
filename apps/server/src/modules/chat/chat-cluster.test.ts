/**
 * Two server instances on one PostgreSQL database: a member's socket on one and the agent's on the
 * other still talk, through LISTEN/NOTIFY. PostgreSQL only (SQLite is one process by design).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient, chatTokenOf } from '../../test/chat-client.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import {
  TEST_SERVER_SECRET,
  type TestContext,
  type TestDatabase,
  createTestDatabase,
  openTestDatabase,
  testConfig,
} from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';

const postgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

interface Instance {
  readonly context: TestContext;
  readonly base: string;
}

let testDb: TestDatabase;
const databases: Database[] = [];
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const database = await openTestDatabase(testDb);
  databases.push(database);
  const config = testConfig(testDb.dataDir, testDb.url, MESSAGING_ENV);
  const app: FastifyInstance = await buildApp({
    logger: false,
    config,
    database,
    serverSecret: TEST_SERVER_SECRET,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const context: TestContext = { app, database, config, close: () => app.close() };
  return { context, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  if (!postgres) return;
  testDb = await createTestDatabase();
  instances.push(await startInstance(), await startInstance());
});
afterAll(async () => {
  for (const instance of instances) await instance.context.app.close();
  for (const database of databases) await database.close();
  if (postgres) await testDb.drop();
});

describe.skipIf(!postgres)('live chat across instances (PostgreSQL)', () => {
  it('delivers a message to the socket on the other instance, both ways', async () => {
    const [a, b] = instances;
    if (a === undefined || b === undefined) throw new Error('two instances expected');
    const player = await newPlayer(a.context);
    const ops = await operatorToken(b.context);
    const chatUrl = valueOf<{ chatUrl: string }>(
      await call(a.context, 'GET', '/wps/relay/CBS_launchChat', {}, { token: player.token }),
    ).chatUrl;

    const member = await ChatClient.open(a.base);
    member.send({ t: 'hello', token: chatTokenOf(chatUrl), after: 0 });
    const { conversationId } = await member.next('ready');
    const agent = await ChatClient.open(b.base);
    agent.send({ t: 'agent-hello', operatorToken: ops, conversationId, after: 0 });
    await agent.next('ready');

    member.send({ t: 'send', clientId: 'x1', body: 'Hello from instance A' });
    expect(await agent.next('msg', (f) => f.clientId === 'x1')).toMatchObject({
      body: 'Hello from instance A',
    });
    agent.send({ t: 'send', clientId: 'y1', body: 'Answer from instance B' });
    expect(await member.next('msg', (f) => f.clientId === 'y1')).toMatchObject({ sender: 'agent' });
    member.send({ t: 'seen', upTo: (await member.next('msg', (f) => f.clientId === 'y1')).id });
    await agent.next('seen', (f) => f.member > 0);

    expect(member.messages().map((f) => f.clientId)).toEqual(['x1', 'y1']);
    expect(agent.messages().map((f) => f.clientId)).toEqual(['x1', 'y1']);
    await member.close();
    await agent.close();
  });
});
