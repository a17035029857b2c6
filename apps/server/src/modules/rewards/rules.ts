/**
 * What the sign-in and VIP services share: their deps, who may use them, how an operator's amounts
 * are read and how a reward is paid.
 */
import { MemberType } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import type { Tx } from '../wallet/ledger.ts';
import { parseAmount } from '../wallet/money.ts';
import type { ProtectionGuard } from '../protection/guard.ts';
import type { WalletService } from '../wallet/service.ts';
import type { RewardMember } from './service.ts';

/** Trial members get no rewards (FREE_REJECT). */
export function refuseTrial(member: RewardMember): void {
  if (member.session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
}

/**
 * An operator's amount in the currency's minor units, where "0" (no reward, no threshold) is allowed:
 * parseAmount refuses zero as an amount to pay. Anything else it refuses is refused on `field`.
 */
export function amountOrZeroMinor(text: string, scale: number, field: string): bigint {
  if (/^0+(\.0+)?$/.test(text)) return 0n;
  const parsed = parseAmount(text, scale);
  if (!parsed.ok) throw new ApiError(parsed.code, { field });
  return parsed.minor;
}

/** A reward service's deps: its repository, the wallet that pays and the clock. */
export interface RewardServiceDeps<Repository> {
  readonly repository: Repository;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf'>;
  /** Player protection: an excluded member claims nothing (protection/guard.ts). */
  readonly guard: Pick<ProtectionGuard, 'check' | 'excluded'>;
  readonly now: () => Date;
}

/** One reward paid to a member: `id` is its ledger transfer, paid once. */
export interface RewardPayment {
  readonly id: string;
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly amount: bigint;
  readonly reference: string;
  readonly remark: string;
}

/**
 * The credit of a reward, run in the transaction that records its claim: plain cash from the
 * promotions house account to the member's wallet.
 */
export function promotionsCredit(
  ledger: WalletService['ledger'],
  payment: RewardPayment,
): (tx: Tx) => Promise<void> {
  return async (tx) => {
    await ledger.transfer(
      {
        id: payment.id,
        merchantId: payment.merchantId,
        currency: payment.currency,
        debit: houseAccount(HouseAccount.PROMOTIONS),
        credit: memberWallet(payment.memberId),
        amount: payment.amount,
        code: 'PROMOTION',
        reference: payment.reference,
        remark: payment.remark,
      },
      tx,
    );
  };
}
