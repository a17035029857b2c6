/**
 * The member's wallet as the lobby shows it. A trial member's play credit (set by the accounts module
 * at creation) enters the ledger on first read, from the trial credit house account, under a
 * transfer id fixed per member: however often this runs, it is credited once.
 */
import type { WalletValue } from '@openlobby/contract';
import type { MemberRow } from '../accounts/members.repository.ts';
import { HouseAccount, houseAccount, memberWallet, vendorWallet } from './accounts.ts';
import { type Currency, type WalletDeps, isTrial } from './context.ts';
import { formatMinor, toBigInt } from './money.ts';

export function trialCreditId(memberId: number): string {
  return `trial:${memberId}`;
}

export async function ensureTrialCredit(deps: WalletDeps, member: MemberRow, currency: Currency) {
  const amount = toBigInt(member.trial_balance_minor);
  if (!isTrial(member) || amount <= 0n) return;
  await deps.ledger.transfer({
    id: trialCreditId(member.id),
    merchantId: member.merchant_id,
    currency: currency.code,
    debit: houseAccount(HouseAccount.TRIAL_CREDIT),
    credit: memberWallet(member.id),
    amount,
    code: 'TRIAL_CREDIT',
  });
}

/** The main wallet (after the trial credit, if any, has entered the ledger). */
export async function mainWallet(deps: WalletDeps, member: MemberRow, currency: Currency) {
  await ensureTrialCredit(deps, member, currency);
  return deps.ledger.balance(member.merchant_id, currency.code, memberWallet(member.id));
}

/** Each transfer-wallet vendor's sub-wallet of the member, in configuration order. */
export function subWallets(deps: WalletDeps, member: MemberRow, currency: Currency) {
  return Promise.all(
    deps.config.transferWalletVendors.map(async (vendorCode) => {
      const spec = vendorWallet(member.id, vendorCode);
      const balance = await deps.ledger.balance(member.merchant_id, currency.code, spec);
      return { vendorCode, available: balance.available };
    }),
  );
}

export async function walletValue(
  deps: WalletDeps,
  member: MemberRow,
  currency: Currency,
): Promise<WalletValue> {
  const main = await mainWallet(deps, member, currency);
  const subs = await subWallets(deps, member, currency);
  const total = subs.reduce((sum, sub) => sum + sub.available, main.available);
  return {
    currency: currency.code,
    currencySymbol: currency.symbol,
    sumBalance: formatMinor(total, currency.scale),
    mainBalance: formatMinor(main.posted, currency.scale),
    pendingWithdrawal: formatMinor(main.pendingDebits, currency.scale),
    trial: isTrial(member),
    subWallets: subs.map((sub) => ({
      vendorCode: sub.vendorCode,
      balance: formatMinor(sub.available, currency.scale),
    })),
  };
}
