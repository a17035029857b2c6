/**
 * The server side of the seamless-wallet bench (`npm run bench`, scripts/bench/seamless-load.mjs).
 * This process is only the server: it boots the real app on the database the environment names,
 * listens on loopback, gives 50 funded members a vendor session the vendor's way (a launch token
 * exchanged by a signed `authenticate`), and prints one JSON line, the plan: address, the house
 * vendor's signing key and the sessions. The load comes from another `node` process
 * (scripts/bench/seamless-driver.mjs), as a vendor's game server would send it.
 *
 * When the load is over, the bench writes the path of the driver's results to this process's stdin;
 * it then checks the invariants on the database and prints one more JSON line: every bet the driver
 * saw acknowledged is recorded exactly once (its bet row, its betting record and its ledger
 * transfer), no bet was recorded that was not acknowledged, and the ledger reconciles (which
 * includes no negative member balance). Refuses to run against a production environment.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { hashOf, ledgerIdOf } from '../modules/seamless/context.ts';
import { createSeamlessRepository } from '../modules/seamless/repository.ts';
import { signSeamlessBody, vendorSecret } from '../modules/seamless/vendor-secrets.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { HouseAccount, houseAccount, memberWallet } from '../modules/wallet/accounts.ts';
import { SEAMLESS_SIGNATURE_HEADER, seamlessPath } from '@openlobby/contract';

const VENDOR = 'OLI';
const GAME_CODE = 'dice';
const MEMBERS = Number(process.env.WALLET_BENCH_MEMBERS ?? 50);
/** Enough for every bet of a long run at the aim's rate: the driver's stakes are 1 to 5 a bet. */
const FUNDING_MINOR = 1_000_000_000n;

interface DriverResults {
  /** The transaction ids of the bets the server answered OK. */
  readonly acknowledgedBets: readonly string[];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the wallet bench writes test members; not in production');
  const config = loadConfig();
  const { database, serverSecret } = await bootstrap(config);
  const app = await buildApp({ config, database, serverSecret, logger: false });
  await app.listen({ port: Number(process.env.WALLET_BENCH_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench app is not on TCP');
  const base = `http://127.0.0.1:${address.port}`;
  const secret = vendorSecret({ serverSecret, seamless: config.seamless }, VENDOR);
  if (secret === null) throw new Error(`${VENDOR} is not connected`);

  const db = database.db;
  const merchant = await db.selectFrom('merchant').select(['id', 'currency_code']).executeTakeFirstOrThrow();
  const game = await app.games.findIconGame(VENDOR, GAME_CODE);
  if (game === null) throw new Error(`no ${VENDOR}/${GAME_CODE} in the catalogue`);
  const seamless = createSeamlessRepository(db);
  const run = Date.now().toString(36);
  const sessions: { playerId: string; sessionId: string }[] = [];
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
      amount: FUNDING_MINOR,
      code: 'DEPOSIT',
    });
    // What the lobby's launch call stores; the vendor then exchanges the token over HTTP.
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
    const raw = JSON.stringify({ launchToken, timestamp: Date.now() });
    const response = await fetch(`${base}${seamlessPath(VENDOR, 'authenticate')}`, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, raw),
      },
    });
    const auth = (await response.json()) as { status: string; playerId?: unknown; sessionId?: unknown };
    if (auth.status !== 'OK') throw new Error(`authenticate answered ${auth.status}`);
    sessions.push({ playerId: String(auth.playerId), sessionId: String(auth.sessionId) });
  }
  // The server's CPU over the load (all its threads): per pair, it tells a change's cost apart from
  // how busy the machine was, which pairs/s alone cannot.
  const cpuAtStart = process.cpuUsage();
  console.log(
    JSON.stringify({
      plan: {
        dialect: database.dialect,
        base,
        vendor: VENDOR,
        gameCode: GAME_CODE,
        run,
        secretHex: secret.toString('hex'),
        sessions,
      },
    }),
  );

  // The load runs now, from the other process; the next stdin line names its results file.
  const lines = createInterface({ input: process.stdin });
  const resultsPath = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve(line.trim()));
    lines.once('close', () => reject(new Error('the bench closed stdin before the load ended')));
  });
  lines.close();
  const cpu = process.cpuUsage(cpuAtStart);
  const driver = JSON.parse(readFileSync(resultsPath, 'utf8')) as DriverResults;
  const acknowledged = [...new Set(driver.acknowledgedBets)];
  const duplicateAcks = driver.acknowledgedBets.length - acknowledged.length;

  // Every acknowledged bet: one bet row, one betting record, one ledger transfer (ids are keys, so
  // "once" means "found"; a second recording would have been refused by the key or moved nothing).
  let betRows = 0;
  let records = 0;
  let transfers = 0;
  for (const ids of chunks(acknowledged, 500)) {
    const bets = await db
      .selectFrom('seamless_bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor_code', '=', VENDOR)
      .where('bet_transaction_id', 'in', ids)
      .executeTakeFirstOrThrow();
    betRows += Number(bets.n);
    const recordIds = ids.map((id) => hashOf(`bet-record\n${VENDOR}\n${id}`));
    const rec = await db
      .selectFrom('bet_record')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', recordIds)
      .executeTakeFirstOrThrow();
    records += Number(rec.n);
    const transferIds = ids.map((id) => ledgerIdOf('bet', VENDOR, id));
    const tr = await db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', transferIds)
      .executeTakeFirstOrThrow();
    transfers += Number(tr.n);
  }
  // Bets recorded for this run that the driver never saw acknowledged (a lost answer): reported.
  const recordedThisRun = await db
    .selectFrom('seamless_bet')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_code', '=', VENDOR)
    .where('bet_transaction_id', 'like', `wb-${run}-%`)
    .where('state', '!=', 'tombstone')
    .executeTakeFirstOrThrow();
  const report = await app.wallet.ledger.reconcile(merchant.id);
  const missing = acknowledged.length - Math.min(betRows, records, transfers);
  const unacknowledged = Number(recordedThisRun.n) - acknowledged.length;
  console.log(
    JSON.stringify({
      check: {
        acknowledgedBets: acknowledged.length,
        serverCpuMs: Math.round((cpu.user + cpu.system) / 1000),
        duplicateAcks,
        missing,
        unacknowledged,
        reconcileProblems: report.problems.length,
        problems: report.problems.slice(0, 5),
        // A bet recorded without an acknowledgement (an answer lost on the way) is not a violation:
        // the vendor retries it and the retry is answered from the stored first answer.
        violations: duplicateAcks + Math.max(0, missing) + report.problems.length,
      },
    }),
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error('wallet bench failed:', error);
  process.exit(1);
});
