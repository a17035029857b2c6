/**
 * Deposits: channels, promos, requests through a gateway (credited on its signed callback) or by
 * manual transfer / crypto (credited when an operator approves). A deposit is credited exactly once:
 * its decision is a conditional update from pending, and its ledger transfer id is fixed by the
 * deposit id, so a second callback, a retry or a race moves nothing.
 */
import { randomBytes } from 'node:crypto';
import type {
  DepositChannelsValue,
  DepositKind,
  DepositRecord,
  DepositStatus,
  depositGatewayRequest,
  depositManualRequest,
} from '@openlobby/contract';
import { DEPOSIT_AMOUNT_PRESETS } from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { HouseAccount, houseAccount, memberWallet } from './accounts.ts';
import type { DepositRow } from './cashier.repository.ts';
import type { Tx } from './ledger.repository.ts';
import {
  type Currency,
  type WalletCaller,
  type WalletDeps,
  amountOrThrow,
  cashierMemberOf,
  checkRange,
  earlierRequest,
  requestNumber,
} from './context.ts';
import { grantDepositPromo, offeredDepositPromos, requestedDepositPromo } from './deposit-promos.ts';
import { deviceHashOf } from '../promotions/eligibility.ts';
import { bonusOf } from '../promotions/formula.ts';
import type { PaymentGateway } from './gateway.ts';
import { applyBasisPoints, basisPointsToPercent, formatMinor, toBigInt } from './money.ts';

type GatewayInput = z.output<typeof depositGatewayRequest>;
type ManualInput = z.output<typeof depositManualRequest>;

export function depositRecord(row: DepositRow, scale: number): DepositRecord {
  const money = (value: string | number | bigint) => formatMinor(toBigInt(value), scale);
  return {
    depositId: row.id,
    channelId: row.channel_id,
    channelName: row.channel_name,
    kind: row.kind as DepositKind,
    status: row.status as DepositStatus,
    amount: money(row.amount_minor),
    credited: money(row.credited_minor),
    bonus: money(row.bonus_minor),
    fee: money(row.fee_minor),
    payerName: row.payer_name,
    reference: row.reference,
    remark: row.remark,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    promoRefusal: row.promo_refusal,
  };
}

function clientOf(caller: WalletCaller) {
  return { deviceHash: deviceHashOf(caller.userAgent), ip: caller.ip };
}

export function depositTransferId(depositId: string): string {
  return `deposit:${depositId}`;
}

export function createDeposits(
  deps: WalletDeps,
  currencyOf: (merchantId: number) => Promise<Currency>,
  gateway: PaymentGateway,
) {
  /** Common to every kind: member, channel, amount within its range, promo, and the request-id replay. */
  async function open(
    caller: WalletCaller,
    input: GatewayInput | ManualInput,
    kinds: readonly DepositKind[],
  ) {
    const member = await cashierMemberOf(deps, caller);
    const currency = await currencyOf(caller.merchantId);
    const channel = await deps.cashier.channel(caller.merchantId, input.channelId);
    if (channel === undefined || !kinds.includes(channel.kind as DepositKind)) {
      throw new ApiError('CHANNEL_NOT_FOUND', { field: 'channelId' });
    }
    const amount = amountOrThrow(input.amount, currency.scale);
    checkRange(amount, toBigInt(channel.min_minor), toBigInt(channel.max_minor), currency.scale);
    const earlier = await earlierRequest(
      input.requestId,
      (requestId) => deps.cashier.depositByRequest(member.id, requestId),
      (row) => toBigInt(row.amount_minor) === amount && row.channel_id === channel.channel_id,
    );
    if (earlier !== undefined) return { member, currency, channel, amount, row: earlier };
    await deps.protection.check({
      memberId: member.id,
      action: 'deposit',
      amountMinor: amount,
      scale: currency.scale,
    });
    const client = clientOf(caller);
    const promoId = await requestedDepositPromo(deps, member, client, input.promoId, amount, input.promoCode);
    const now = deps.now();
    const id = requestNumber('D', now, randomBytes(3).toString('hex'));
    await deps.cashier.insertDeposit({
      id,
      merchant_id: caller.merchantId,
      member_id: member.id,
      channel_id: channel.channel_id,
      channel_name: channel.name,
      kind: channel.kind,
      status: 'pending',
      amount_minor: amount,
      fee_minor: applyBasisPoints(amount, channel.fee_bp),
      promo_id: promoId,
      payer_name: 'payerName' in input ? (input.payerName ?? null) : null,
      reference: 'reference' in input ? (input.reference ?? null) : null,
      request_id: input.requestId ?? null,
      created_at: now.toISOString(),
      device_hash: client.deviceHash,
      client_ip: client.ip === '' ? null : client.ip,
    });
    // A concurrent request with the same requestId won the unique index: answer with its row.
    const row =
      (await deps.cashier.deposit(id)) ??
      (input.requestId === undefined
        ? undefined
        : await deps.cashier.depositByRequest(member.id, input.requestId));
    if (row === undefined) throw new Error(`deposit ${id} vanished`);
    return { member, currency, channel, amount, row };
  }

  return {
    async channels(caller: WalletCaller): Promise<DepositChannelsValue> {
      await cashierMemberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const rows = await deps.cashier.channels(caller.merchantId);
      return {
        channels: rows.map((row) => {
          const min = toBigInt(row.min_minor);
          const max = toBigInt(row.max_minor);
          const presets = DEPOSIT_AMOUNT_PRESETS.map((p) => BigInt(p) * 10n ** BigInt(currency.scale)).filter(
            (p) => p >= min && p <= max,
          );
          return {
            channelId: row.channel_id,
            kind: row.kind as DepositKind,
            mode: row.mode,
            name: row.name,
            logoUrl: row.logo_url,
            minAmount: formatMinor(min, currency.scale),
            maxAmount: formatMinor(max, currency.scale),
            presets: presets.map((p) => formatMinor(p, currency.scale)),
            feeRate: basisPointsToPercent(row.fee_bp),
          };
        }),
      };
    },

    async receivingAccounts(caller: WalletCaller, channelId: string) {
      await cashierMemberOf(deps, caller);
      const channel = await deps.cashier.channel(caller.merchantId, channelId);
      if (channel === undefined || (channel.kind !== 'manual' && channel.kind !== 'crypto')) {
        throw new ApiError('CHANNEL_NOT_FOUND', { field: 'channelId' });
      }
      const rows = await deps.cashier.receivingAccounts(caller.merchantId, channelId);
      return {
        accounts: rows.map((row) => ({
          accountId: String(row.id),
          bankName: row.bank_name,
          accountName: row.account_name,
          accountNumber: row.account_number,
          network: row.network,
        })),
      };
    },

    async promos(caller: WalletCaller, language: 'EN' | 'UR') {
      const member = await cashierMemberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const rows = await offeredDepositPromos(deps, member, clientOf(caller));
      return {
        promos: rows.map((row) => ({
          promoId: row.promo_id,
          title: language === 'UR' ? row.title_ur : row.title_en,
          bonusRate: basisPointsToPercent(row.bonus_bp),
          maxBonus: formatMinor(toBigInt(row.max_bonus_minor), currency.scale),
          minDeposit: formatMinor(toBigInt(row.min_deposit_minor), currency.scale),
          needsCode: row.promo_code !== null && row.promo_code !== '',
        })),
      };
    },

    /** MCS2_acceptPromo: the check a new request will make, and the bonus it would carry. */
    async acceptPromo(
      caller: WalletCaller,
      promoId: string,
      amountText: string,
      language: 'EN' | 'UR',
      promoCode?: string,
    ) {
      const member = await cashierMemberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const amount = amountOrThrow(amountText, currency.scale);
      await requestedDepositPromo(deps, member, clientOf(caller), promoId, amount, promoCode);
      const promo = await deps.cashier.promotions.get(caller.merchantId, promoId);
      if (promo === undefined) throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
      return {
        promoId: promo.promo_id,
        title: language === 'UR' ? promo.title_ur : promo.title_en,
        bonus: formatMinor(bonusOf(promo, amount), currency.scale),
        wagerMultiple: promo.wager_multiple,
      };
    },

    async viaGateway(caller: WalletCaller, input: GatewayInput) {
      const { currency, row } = await open(caller, input, ['gateway', 'qr']);
      const record = depositRecord(row, currency.scale);
      const redirectUrl = await gateway.start({
        depositId: row.id,
        amount: record.amount,
        currency: currency.code,
      });
      return { deposit: record, redirectUrl };
    },

    async manual(caller: WalletCaller, input: ManualInput) {
      const { currency, row } = await open(caller, input, ['manual', 'crypto']);
      return { deposit: depositRecord(row, currency.scale) };
    },

    async detail(caller: WalletCaller, depositId: string) {
      const member = await cashierMemberOf(deps, caller);
      const row = await deps.cashier.deposit(depositId);
      if (row === undefined || row.member_id !== member.id) throw new ApiError('DEPOSIT_NOT_FOUND');
      return { deposit: depositRecord(row, (await currencyOf(caller.merchantId)).scale) };
    },

    /**
     * Approves (credits amount - fee, plus any promo bonus) or rejects a pending deposit. Returns the
     * row as it stands and whether this call made the decision; a deposit decided before is left as
     * it was (the callback answers it; the operator gets ALREADY_DECIDED). `record` runs in the
     * decision's transaction when this call decided (the operator's audit entry commits with it).
     */
    async decide(
      depositId: string,
      approve: boolean,
      by: string,
      remark: string | null,
      record?: (tx: Tx) => Promise<void>,
    ) {
      const before = await deps.cashier.deposit(depositId);
      if (before === undefined) throw new ApiError('DEPOSIT_NOT_FOUND');
      const currency = await currencyOf(before.merchant_id);
      const amount = toBigInt(before.amount_minor) - toBigInt(before.fee_minor);
      const decided = await deps.cashier.transaction(async (tx) => {
        const changed = await deps.cashier.decideDeposit(tx, depositId, {
          status: approve ? 'approved' : 'rejected',
          credited: approve ? amount : 0n,
          bonus: 0n,
          remark,
          at: deps.now().toISOString(),
          by,
        });
        if (!changed) return false;
        if (!approve) {
          await record?.(tx);
          return true;
        }
        const common = {
          merchantId: before.merchant_id,
          currency: currency.code,
          credit: memberWallet(before.member_id),
          reference: depositId,
        };
        if (amount > 0n) {
          await deps.ledger.transfer(
            {
              ...common,
              id: depositTransferId(depositId),
              debit: houseAccount(HouseAccount.DEPOSITS),
              amount,
              code: 'DEPOSIT',
            },
            tx,
          );
        }
        // Eligibility is claimed here, after the deposit is ours to approve: two approvals racing
        // for one member cannot both be "first" nor both claim a once-only promotion. The bonus
        // goes through the engine into the bonus account, with its wagering.
        const outcome = await grantDepositPromo(deps, tx, before, amount, currency);
        if (outcome.bonus > 0n) await deps.cashier.setDepositBonus(tx, depositId, outcome.bonus);
        if (outcome.refusal !== null) {
          await tx
            .updateTable('deposit')
            .set({ promo_refusal: outcome.refusal })
            .where('id', '=', depositId)
            .execute();
        }
        await record?.(tx);
        return true;
      });
      const after = await deps.cashier.deposit(depositId);
      if (after === undefined) throw new Error(`deposit ${depositId} vanished`);
      return { before, after, decided, scale: currency.scale };
    },
  };
}
export type Deposits = ReturnType<typeof createDeposits>;
