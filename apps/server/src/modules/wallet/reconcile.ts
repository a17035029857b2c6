/**
 * Reconciliation: recomputes every account's running totals from the immutable transfers and
 * checks the ledger's invariants. Tests call it after every scenario; operators run
 * `cli ledger reconcile`. A clean ledger gives `ok: true` and no problems.
 */
import type { LedgerDb, LedgerRepository } from './ledger.repository.ts';
import { toBigInt } from './money.ts';

export interface ReconcileReport {
  readonly ok: boolean;
  readonly accounts: number;
  readonly problems: readonly string[];
}

type Sums = Map<number, { posted: bigint; pending: bigint }>;

function bySide(
  rows: { account_id: number; posted: string | number | null; pending: string | number | null }[],
): Sums {
  return new Map(
    rows.map((row) => [
      Number(row.account_id),
      { posted: toBigInt(row.posted ?? 0), pending: toBigInt(row.pending ?? 0) },
    ]),
  );
}

export async function reconcileLedger(
  db: LedgerDb,
  repo: LedgerRepository,
  merchantId: number | null,
): Promise<ReconcileReport> {
  const problems: string[] = [];
  const accounts = await repo.accounts(db, merchantId);
  const sums = await repo.transferSums(db, merchantId);
  const debits = bySide(sums.debits);
  const credits = bySide(sums.credits);
  const totals = new Map<
    string,
    { debits: bigint; credits: bigint; debitsPending: bigint; creditsPending: bigint }
  >();

  for (const account of accounts) {
    const d = debits.get(account.id) ?? { posted: 0n, pending: 0n };
    const c = credits.get(account.id) ?? { posted: 0n, pending: 0n };
    const stored = {
      debitsPosted: toBigInt(account.debits_posted),
      creditsPosted: toBigInt(account.credits_posted),
      debitsPending: toBigInt(account.debits_pending),
      creditsPending: toBigInt(account.credits_pending),
    };
    const label = `account ${account.id} (${account.account_key} ${account.currency})`;
    if (stored.debitsPosted !== d.posted)
      problems.push(`${label}: debits_posted ${stored.debitsPosted} != transfers ${d.posted}`);
    if (stored.creditsPosted !== c.posted)
      problems.push(`${label}: credits_posted ${stored.creditsPosted} != transfers ${c.posted}`);
    if (stored.debitsPending !== d.pending)
      problems.push(`${label}: debits_pending ${stored.debitsPending} != open holds ${d.pending}`);
    if (stored.creditsPending !== c.pending)
      problems.push(`${label}: credits_pending ${stored.creditsPending} != open holds ${c.pending}`);
    if (
      account.no_overdraft === 1 &&
      stored.creditsPosted - stored.debitsPosted - stored.debitsPending < 0n
    ) {
      problems.push(`${label}: negative available balance`);
    }
    const key = `${account.merchant_id}|${account.currency}`;
    const total = totals.get(key) ?? { debits: 0n, credits: 0n, debitsPending: 0n, creditsPending: 0n };
    totals.set(key, {
      debits: total.debits + stored.debitsPosted,
      credits: total.credits + stored.creditsPosted,
      debitsPending: total.debitsPending + stored.debitsPending,
      creditsPending: total.creditsPending + stored.creditsPending,
    });
  }
  for (const [key, total] of totals) {
    if (total.debits !== total.credits)
      problems.push(`${key}: total debits ${total.debits} != credits ${total.credits}`);
    if (total.debitsPending !== total.creditsPending) {
      problems.push(
        `${key}: pending debits ${total.debitsPending} != pending credits ${total.creditsPending}`,
      );
    }
  }
  for (const row of await repo.mismatchedResolutions(db, merchantId)) {
    problems.push(`transfer ${row.id}: resolves no matching pending transfer`);
  }
  const orphans = await repo.orphanHolds(db, merchantId);
  for (const row of orphans.holds) problems.push(`hold ${row.id}: no pending withdrawal accounts for it`);
  for (const row of orphans.withdrawals) {
    problems.push(
      `withdrawal ${row.id} (${row.status}): hold resolution ${row.resolution ?? 'none'} does not match`,
    );
  }
  for (const row of await repo.depositMismatches(db, merchantId)) {
    problems.push(`deposit ${row.id} (${row.status}): credit and status disagree`);
  }
  return { ok: problems.length === 0, accounts: accounts.length, problems };
}
