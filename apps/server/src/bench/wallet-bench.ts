/**
 * Seamless-wallet throughput for `npm run bench`: bet+win pairs per second through the vendor API as
 * a game server calls it (signed JSON over real HTTP to the real app), from concurrent workers, on
 * the database the environment names. Members are funded through the ledger and get their vendor
 * session the vendor's way (a launch token exchanged by `authenticate`). Prints one JSON line:
 * pairs/s, p99 ms of a pair, refused calls, and the reconciliation problems found afterwards (the
 * budget is zero). Refuses to run against a production environment.
 */
import { randomBytes } from 'node:crypto';
import { type SeamlessAction, SEAMLESS_SIGNATURE_HEADER, seamlessPath } from '@openlobby/contract';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { hashOf } from '../modules/seamless/context.ts';
import { createSeamlessRepository } from '../modules/seamless/repository.ts';
import { signSeamlessBody, vendorSecret } from '../modules/seamless/vendor-secrets.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { HouseAccount, houseAccount, memberWallet } from '../modules/wallet/accounts.ts';
import { runTimedWorkers } from './timed-workers.ts';

const VENDOR = 'OLI';
const GAME_CODE = 'dice';
const MEMBERS = 50;
const WORKERS = Number(process.env.WALLET_BENCH_WORKERS ?? 16);
const SECONDS = Number(process.env.WALLET_BENCH_SECONDS ?? 5);

interface VendorSession {
  readonly playerId: string;
  readonly sessionId: string;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the wallet bench writes test members; not in production');
  const config = loadConfig();
  const { database, serverSecret } = await bootstrap(config);
  const app = await buildApp({ config, database, serverSecret, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench app is not on TCP');
  const base = `http://127.0.0.1:${address.port}`;
  const connected = vendorSecret({ serverSecret, seamless: config.seamless }, VENDOR);
  if (connected === null) throw new Error(`${VENDOR} is not connected`);
  const secret: Buffer = connected;

  /** One vendor call as the game's server makes it: the exact bytes signed. */
  async function call(action: SeamlessAction, body: Record<string, unknown>) {
    const raw = JSON.stringify({ ...body, timestamp: Date.now() });
    const response = await fetch(`${base}${seamlessPath(VENDOR, action)}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, raw),
      },
    });
    return (await response.json()) as { status: string } & Record<string, unknown>;
  }

  const db = database.db;
  const merchant = await db.selectFrom('merchant').select(['id', 'currency_code']).executeTakeFirstOrThrow();
  const game = await app.games.findIconGame(VENDOR, GAME_CODE);
  if (game === null) throw new Error(`no ${VENDOR}/${GAME_CODE} in the catalogue`);
  const seamless = createSeamlessRepository(db);
  const run = Date.now().toString(36);
  const sessions: VendorSession[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const member = await db
      .insertInto('member')
      .values(plainMember(merchant.id, `wbench_${run}_${i}`, 0))
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.wallet.ledger.transfer({
      id: `wallet-bench-fund:${run}:${i}`,
      merchantId: merchant.id,
      currency: merchant.currency_code,
      debit: houseAccount(HouseAccount.DEPOSITS),
      credit: memberWallet(member.id),
      amount: 1_000_000n,
      code: 'DEPOSIT',
    });
    // What the launch call stores; the vendor then exchanges the token over HTTP.
    const launchToken = randomBytes(32).toString('base64url');
    const now = new Date();
    await seamless.insertLaunch({
      tokenHash: hashOf(launchToken),
      merchantId: merchant.id,
      memberId: member.id,
      vendorCode: VENDOR,
      gameId: game.id,
      language: 'EN',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
    });
    const auth = await call('authenticate', { launchToken });
    if (auth.status !== 'OK') throw new Error(`authenticate answered ${auth.status}`);
    sessions.push({ playerId: String(auth.playerId), sessionId: String(auth.sessionId) });
  }

  let refused = 0;
  const pairs = await runTimedWorkers(WORKERS, SECONDS, async (n) => {
    const session = sessions[n % MEMBERS];
    if (session === undefined) throw new Error(`no vendor session ${n % MEMBERS}`);
    const betId = `wb-${run}-${n}-bet`;
    const round = { playerId: session.playerId, roundId: `wb-${run}-${n}`, gameCode: GAME_CODE };
    const bet = await call('bet', {
      ...round,
      sessionId: session.sessionId,
      transactionId: betId,
      amount: `${1 + (n % 5)}.00`,
    });
    const win = await call('win', {
      ...round,
      transactionId: `wb-${run}-${n}-win`,
      betTransactionId: betId,
      amount: n % 3 === 0 ? '0.00' : `${n % 7}.50`,
    });
    if (bet.status !== 'OK' || win.status !== 'OK') refused += 1;
  });
  const report = await app.wallet.ledger.reconcile(merchant.id);
  console.log(
    JSON.stringify({
      dialect: database.dialect,
      pairs: pairs.count,
      refused,
      pairsPerSecond: pairs.perSecond,
      p99Ms: pairs.p99Ms,
      violations: report.problems.length,
    }),
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error('wallet bench failed:', error);
  process.exit(1);
});
