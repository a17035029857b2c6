/**
 * Ledger throughput for `npm run bench`: bet and win transfers between funded members and a game
 * settlement account, from concurrent workers, on the database the environment names (a fresh
 * SQLite dir, or DATABASE_URL). Prints one JSON line: transfers/s, p99 ms, and the reconciliation
 * problems found afterwards (the budget is zero). Refuses to run against a production environment.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../db/prepare.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { HouseAccount, gameSettlement, houseAccount, memberWallet } from '../modules/wallet/accounts.ts';
import { createLedger } from '../modules/wallet/ledger.ts';
import { runTimedWorkers } from './timed-workers.ts';

const MEMBERS = 50;
const WORKERS = Number(process.env.LEDGER_BENCH_WORKERS ?? 16);
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the ledger bench writes test members; not in production');
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const { database } = await prepareDatabase({
    databaseUrl: databaseUrl === '' ? null : databaseUrl,
    dataDir: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'openlobby-ledger-bench-')),
    merchantCode: 'OPENLOBBY',
    sealPath: (plain) => plain,
    demo: false,
  });
  const db = database.db;
  const merchant = await db.selectFrom('merchant').select(['id', 'currency_code']).executeTakeFirstOrThrow();
  const ledger = createLedger({ db });
  const common = { merchantId: merchant.id, currency: merchant.currency_code };
  const runId = Date.now().toString(36);
  const members: number[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const username = `bench_${runId}_${i}`;
    const row = await db
      .insertInto('member')
      .values(plainMember(merchant.id, username, 0))
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push(row.id);
    await ledger.transfer({
      ...common,
      id: `bench-fund:${runId}:${i}`,
      debit: houseAccount(HouseAccount.DEPOSITS),
      credit: memberWallet(row.id),
      amount: 1_000_000n,
      code: 'DEPOSIT',
    });
  }
  let refused = 0;
  const run = await runTimedWorkers(WORKERS, SECONDS, async (n) => {
    const member = members[n % MEMBERS] ?? 0;
    const bet = n % 2 === 0;
    try {
      await ledger.transfer({
        ...common,
        id: `bench:${runId}:${n}`,
        debit: bet ? memberWallet(member) : gameSettlement('BENCH'),
        credit: bet ? gameSettlement('BENCH') : memberWallet(member),
        amount: BigInt(1 + (n % 500)),
        code: bet ? 'BET' : 'WIN',
      });
    } catch {
      refused += 1;
    }
  });
  const report = await ledger.reconcile(merchant.id);
  console.log(
    JSON.stringify({
      dialect: database.dialect,
      transfers: run.count,
      refused,
      transfersPerSecond: run.perSecond,
      p99Ms: run.p99Ms,
      violations: report.problems.length,
    }),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error('ledger bench failed:', error);
  process.exit(1);
});
