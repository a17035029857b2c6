/**
 * The demo's VIP levels (0 to 3, with thresholds, upgrade bonuses and perks in English and Urdu)
 * and an open seven-day sign-in calendar, so the reward centre shows both on `npm start`. Written
 * only when the merchant has none yet: an operator's own table is never overwritten.
 */
import type { Insertable, Transaction } from 'kysely';
import type { DatabaseSchema, VipLevelTable } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;
const units = (major: number, scale: number) => (BigInt(major) * 10n ** BigInt(scale)).toString();

export async function seedDemoVipAndSignIn(tx: Tx, merchantId: number, now: string): Promise<void> {
  const { currency_scale: scale } = await tx
    .selectFrom('merchant')
    .select('currency_scale')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const anyLevel = await tx
    .selectFrom('vip_level')
    .select('level')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (anyLevel === undefined) {
    const level = (
      n: number,
      name: [string, string],
      perks: [string, string],
      o: { bet: number; deposit: number; days: number | null; bonus: number; cashbackBps: number },
    ): Insertable<VipLevelTable> => ({
      merchant_id: merchantId,
      level: n,
      name_en: name[0],
      name_ur: name[1],
      perks_en: perks[0],
      perks_ur: perks[1],
      min_valid_bet_minor: units(o.bet, scale),
      min_deposit_minor: units(o.deposit, scale),
      period_days: o.days,
      upgrade_bonus_minor: units(o.bonus, scale),
      cashback_bps: o.cashbackBps,
      updated_at: now,
    });
    await tx
      .insertInto('vip_level')
      .values([
        level(0, ['Member', 'ممبر'], ['3 withdrawals a day', 'روزانہ 3 رقم نکلوانے'], {
          bet: 0,
          deposit: 0,
          days: null,
          bonus: 0,
          cashbackBps: 0,
        }),
        level(
          1,
          ['Silver', 'سلور'],
          ['0.3% cashback · 5 withdrawals a day', '0.3% کیش بیک · روزانہ 5 رقم نکلوانے'],
          { bet: 1_000, deposit: 0, days: null, bonus: 10, cashbackBps: 30 },
        ),
        level(
          2,
          ['Gold', 'گولڈ'],
          ['0.5% cashback · 10 withdrawals a day', '0.5% کیش بیک · روزانہ 10 رقم نکلوانے'],
          { bet: 10_000, deposit: 5_000, days: null, bonus: 58, cashbackBps: 50 },
        ),
        level(
          3,
          ['Platinum', 'پلاٹینم'],
          ['0.8% cashback · unlimited withdrawals', '0.8% کیش بیک · لامحدود رقم نکلوانے'],
          { bet: 50_000, deposit: 20_000, days: 30, bonus: 188, cashbackBps: 80 },
        ),
      ])
      .execute();
  }
  const rewards = [1, 2, 3, 5, 8, 10, 18].map((major) => units(major, scale));
  await tx
    .insertInto('sign_in_calendar')
    .values({
      merchant_id: merchantId,
      enabled: 1,
      day1_minor: rewards[0],
      day2_minor: rewards[1],
      day3_minor: rewards[2],
      day4_minor: rewards[3],
      day5_minor: rewards[4],
      day6_minor: rewards[5],
      day7_minor: rewards[6],
      updated_at: now,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
