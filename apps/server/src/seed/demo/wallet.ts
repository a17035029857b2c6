/**
 * The demo's money: deposit channels of every kind with made-up receiving accounts when the
 * merchant has none, the demo promotions (promotions.ts), and demo_player's opening deposit, made as a real approved
 * deposit with its ledger transfer, so the web shows money on first start and the ledger reconciles.
 * A real site adds its own channels and accounts.
 */
import type { Transaction } from 'kysely';
import { HouseAccount, houseAccount, memberWallet } from '../../modules/wallet/accounts.ts';
import { depositTransferId } from '../../modules/wallet/deposits.ts';
import { createLedger } from '../../modules/wallet/ledger.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { dailyReports } from '../../modules/reports/daily.repository.ts';
import { seedDemoPromotions } from './promotions.ts';

type Tx = Transaction<DatabaseSchema>;

/** Major units of demo_player's opening deposit. */
export const DEMO_PLAYER_OPENING_DEPOSIT = 5000n;
const units = (major: number, scale: number) => BigInt(major) * 10n ** BigInt(scale);

async function seedDemoCashierTables(tx: Tx, merchantId: number, scale: number, now: string) {
  await seedDemoPromotions(tx, merchantId, scale, now);
  const channel = await tx
    .selectFrom('deposit_channel')
    .select('channel_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (channel !== undefined) return;
  const channels = [
    {
      channel_id: 'DEMO_GATEWAY',
      kind: 'gateway',
      mode: 'EWALLET',
      name: 'Demo Pay',
      gateway: 'demo',
      min: 100,
      max: 50_000,
    },
    {
      channel_id: 'DEMO_QR',
      kind: 'qr',
      mode: 'QR',
      name: 'Demo QR',
      gateway: 'demo',
      min: 100,
      max: 20_000,
    },
    {
      channel_id: 'BANK_TRANSFER',
      kind: 'manual',
      mode: 'BANK',
      name: 'Bank transfer',
      gateway: null,
      min: 500,
      max: 500_000,
    },
    {
      channel_id: 'USDT_TRC20',
      kind: 'crypto',
      mode: 'CRYPTO',
      name: 'USDT (TRC20)',
      gateway: null,
      min: 1_000,
      max: 1_000_000,
    },
  ];
  await tx
    .insertInto('deposit_channel')
    .values(
      channels.map((c, index) => ({
        merchant_id: merchantId,
        channel_id: c.channel_id,
        kind: c.kind,
        mode: c.mode,
        name: c.name,
        logo_url: null,
        gateway: c.gateway,
        min_minor: units(c.min, scale),
        max_minor: units(c.max, scale),
        sort_order: index,
      })),
    )
    .execute();
  await tx
    .insertInto('deposit_receiving_account')
    .values([
      {
        merchant_id: merchantId,
        channel_id: 'BANK_TRANSFER',
        bank_name: 'Demo Bank',
        account_name: 'OpenLobby Ltd',
        account_number: '0123 4567 8901 2345',
        network: null,
      },
      {
        merchant_id: merchantId,
        channel_id: 'USDT_TRC20',
        bank_name: 'USDT',
        account_name: 'OpenLobby',
        account_number: 'TDemoAddressNotForRealFunds0000000',
        network: 'TRC20',
      },
    ])
    .execute();
}

export async function seedDemoWallet(db: Db, tx: Tx, merchantId: number, now: string): Promise<void> {
  const merchant = await tx
    .selectFrom('merchant')
    .select(['currency_code', 'currency_scale'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  await seedDemoCashierTables(tx, merchantId, merchant.currency_scale, now);
  const player = await tx
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username_lower', '=', 'demo_player')
    .executeTakeFirst();
  if (player === undefined) return;
  const depositId = `DSEED${player.id}`;
  const amount = units(Number(DEMO_PLAYER_OPENING_DEPOSIT), merchant.currency_scale);
  const inserted = await tx
    .insertInto('deposit')
    .values({
      id: depositId,
      merchant_id: merchantId,
      member_id: player.id,
      channel_id: 'BANK_TRANSFER',
      channel_name: 'Bank transfer',
      kind: 'manual',
      status: 'approved',
      amount_minor: amount,
      credited_minor: amount,
      remark: 'Opening balance (demo data)',
      created_at: now,
      decided_at: now,
      decided_by: 'seed',
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 1n) {
    await dailyReports.paymentMoved(tx, {
      merchantId,
      kind: 'deposit',
      channel: 'BANK_TRANSFER',
      createdAt: now,
      amountMinor: BigInt(amount),
      from: null,
      to: 'approved',
      at: now,
    });
  }
  await createLedger({ db }).transfer(
    {
      id: depositTransferId(depositId),
      merchantId,
      currency: merchant.currency_code,
      debit: houseAccount(HouseAccount.DEPOSITS),
      credit: memberWallet(player.id),
      amount,
      code: 'DEPOSIT',
      reference: depositId,
      remark: 'Opening balance (demo data)',
    },
    tx,
  );
}
