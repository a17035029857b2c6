/** A second merchant beside the test app's own, for tests that keep two merchants' data apart. */
import type { TestContext } from './test-app.ts';

/** Adds a merchant with the test merchant's currency (PKR, two decimals), out of maintenance. */
export function addMerchant(t: TestContext, code: string, name = `${code} merchant`) {
  return t.database.db
    .insertInto('merchant')
    .values({
      code,
      name,
      currency_code: 'PKR',
      currency_symbol: 'Rs',
      decimal_separator: '.',
      group_separator: ',',
      currency_pattern: '¤#,##0.00',
      currency_scale: 2,
      maintenance: 0,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/** The test app's own merchant (code OPENLOBBY), for rows a test writes straight to the database. */
export function testMerchant(t: TestContext) {
  return t.database.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'OPENLOBBY')
    .executeTakeFirstOrThrow();
}
