/**
 * GCS_walletTransfer: money between the main wallet and the wallets of transfer-wallet game vendors
 * (TRANSFER_WALLET_VENDORS). Each member has one guarded ledger sub-wallet per such vendor, so the
 * ledger's rules hold unchanged: no overdraft, and a transfer id moves money once. Seamless vendors
 * debit the main wallet directly; a transfer to or from one is refused, saying so.
 */
import { MAIN_WALLET, type WalletTransferValue, type walletTransferRequest } from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { type AccountSpec, memberWallet, vendorWallet } from './accounts.ts';
import { subWallets, walletValue } from './balance.ts';
import { type Currency, type WalletCaller, type WalletDeps, amountOrThrow, memberOf } from './context.ts';
import type { TransferResult } from './ledger.ts';
import { formatMinor, toBigInt } from './money.ts';

type Movement = WalletTransferValue['transfers'][number];

/** A concurrent call moved the sub-wallet's money first: nothing is left to recall from it. */
function emptiedMeanwhile(error: unknown): null {
  if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') return null;
  throw error;
}

export function createVendorWallets(deps: WalletDeps, currencyOf: (merchantId: number) => Promise<Currency>) {
  const transferVendors = new Set(deps.config.transferWalletVendors);

  /** The ledger account a wallet name stands for; the precise refusal for anything else. */
  async function accountOf(memberId: number, name: string, field: 'from' | 'to'): Promise<AccountSpec> {
    if (name === MAIN_WALLET) return memberWallet(memberId);
    if (transferVendors.has(name)) return vendorWallet(memberId, name);
    const seamless = await deps.cashier.vendorExists(name);
    throw new ApiError(seamless ? 'WALLET_TRANSFER_SEAMLESS' : 'VENDOR_NOT_FOUND', { field });
  }

  function movement(result: TransferResult, from: string, to: string, scale: number): Movement {
    const amount = formatMinor(toBigInt(result.transfer.amount), scale);
    return { from, to, amount, replayed: result.replayed };
  }

  return {
    async transfer(
      caller: WalletCaller,
      input: z.output<typeof walletTransferRequest>,
    ): Promise<WalletTransferValue> {
      const member = await memberOf(deps, caller);
      const currency = await currencyOf(caller.merchantId);
      const base = {
        merchantId: member.merchant_id,
        currency: currency.code,
        code: 'WALLET_TRANSFER' as const,
      };
      const transfers: Movement[] = [];
      if ('recallAll' in input) {
        for (const sub of await subWallets(deps, member, currency)) {
          const id = `wallet-recall:${member.id}:${input.transferId}:${sub.vendorCode}`;
          // A replayed recall answers what the first one moved, even though the sub-wallet is empty now.
          const earlier = await deps.ledger.findTransfer(id);
          const amount = earlier === undefined ? sub.available : toBigInt(earlier.amount);
          if (amount <= 0n) continue;
          const result = await deps.ledger
            .transfer({
              ...base,
              id,
              debit: vendorWallet(member.id, sub.vendorCode),
              credit: memberWallet(member.id),
              amount,
              reference: input.transferId,
            })
            .catch(emptiedMeanwhile);
          if (result !== null) transfers.push(movement(result, sub.vendorCode, MAIN_WALLET, currency.scale));
        }
      } else {
        const debit = await accountOf(member.id, input.from, 'from');
        const credit = await accountOf(member.id, input.to, 'to');
        if (input.from === input.to) throw new ApiError('WALLET_TRANSFER_SAME', { field: 'to' });
        const result = await deps.ledger.transfer({
          ...base,
          id: `wallet-transfer:${member.id}:${input.transferId}`,
          debit,
          credit,
          amount: amountOrThrow(input.amount, currency.scale),
          reference: input.transferId,
          remark: `${input.from} -> ${input.to}`,
        });
        transfers.push(movement(result, input.from, input.to, currency.scale));
      }
      return { transfers, wallet: await walletValue(deps, member, currency) };
    },
  };
}
export type VendorWallets = ReturnType<typeof createVendorWallets>;
