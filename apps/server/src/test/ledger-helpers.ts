/** A fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL) with the ledger on it. */
import type { Database } from '../db/database.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { HouseAccount, houseAccount, memberWallet } from '../modules/wallet/accounts.ts';
import { type Ledger, createLedger } from '../modules/wallet/ledger.ts';
import { TEST_MERCHANT, createTestDatabase, openTestDatabase } from './test-app.ts';

export interface LedgerFixture {
  readonly database: Database;
  readonly ledger: Ledger;
  readonly merchantId: number;
  readonly currency: string;
  /** Inserts a real member (type 0) and returns its id. */
  newMember(): Promise<number>;
  /** Credits a member from the deposits clearing account. */
  fund(memberId: number, amount: bigint, id?: string): Promise<void>;
  close(): Promise<void>;
}

let members = 0;

export async function createLedgerFixture(): Promise<LedgerFixture> {
  const testDb = await createTestDatabase({ demo: true });
  const database = await openTestDatabase(testDb);
  const merchant = await database.db
    .selectFrom('merchant')
    .select(['id', 'currency_code'])
    .where('code', '=', TEST_MERCHANT)
    .executeTakeFirstOrThrow();
  const ledger = createLedger({ db: database.db });
  const fixture: LedgerFixture = {
    database,
    ledger,
    merchantId: merchant.id,
    currency: merchant.currency_code,
    async newMember() {
      members += 1;
      const username = `ledger_${members}_${Date.now() % 100_000}`;
      const row = await database.db
        .insertInto('member')
        .values(plainMember(merchant.id, username, 0))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async fund(memberId, amount, id = `fund:${memberId}:${amount}:${Math.random()}`) {
      await ledger.transfer({
        id,
        merchantId: merchant.id,
        currency: merchant.currency_code,
        debit: houseAccount(HouseAccount.DEPOSITS),
        credit: memberWallet(memberId),
        amount,
        code: 'DEPOSIT',
      });
    },
    async close() {
      await database.close();
      await testDb.drop();
    },
  };
  return fixture;
}
