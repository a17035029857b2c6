/**
 * The member's wallet as the lobby shows it. A trial member's play credit (set by the accounts module
 * at creation) enters the ledger on first read, from the trial credit house account, under a
 * transfer id fixed per member: however often this runs, it is credited once.
 */
import type { WalletValue } from '@openlobby/contract';
import type { MemberRow } from '../accounts/members.repository.ts';
import { HouseAccount, houseAccount, memberWallet } from './accounts.ts';
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

export async function walletValue(
  deps: WalletDeps,
  member: MemberRow,
  currency: Currency,
): Promise<WalletValue> {
  await ensureTrialCredit(deps, member, currency);
  const balance = await deps.ledger.balance(member.merchant_id, currency.code, memberWallet(member.id));
  return {
    currency: currency.code,
    currencySymbol: currency.symbol,
    sumBalance: formatMinor(balance.available, currency.scale),
    mainBalance: formatMinor(balance.posted, currency.scale),
    pendingWithdrawal: formatMinor(balance.pendingDebits, currency.scale),
    trial: isTrial(member),
  };
}
