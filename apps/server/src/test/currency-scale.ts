/**
 * A test merchant whose currency counts other decimals than the default two: 0 (whole units, as the
 * yen) or 3 (thousandths, as the dinar). Limits written once for every merchant are then seen at
 * that scale.
 */
import { TEST_MERCHANT, type TestAppOptions, type TestContext, createTestApp } from './test-app.ts';

/**
 * Sets the test merchant's currency scale. Call it before the first wallet call, lottery tick or
 * studio session: the wallet keeps the merchant's currency for the app's life.
 */
export async function setMerchantCurrencyScale(t: TestContext, scale: number): Promise<void> {
  await t.database.db
    .updateTable('merchant')
    .set({ currency_scale: scale })
    .where('code', '=', TEST_MERCHANT)
    .execute();
}

/** The real app on a fresh database, its merchant's currency counted at `scale` decimals from the start. */
export async function createTestAppWithCurrencyScale(
  scale: number,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const t = await createTestApp(options);
  await setMerchantCurrencyScale(t, scale);
  return t;
}
