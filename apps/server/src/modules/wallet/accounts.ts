/**
 * Ledger account keys. A member has one main wallet per currency; the house side has one account per
 * purpose, so reconciliation can say where money came from and went to.
 */

export const HouseAccount = {
  /** Money that came in through deposits (debited when a member is credited). */
  DEPOSITS: 'DEPOSITS',
  /** Money paid out by approved withdrawals. */
  WITHDRAWALS: 'WITHDRAWALS',
  PROMOTIONS: 'PROMOTIONS',
  REBATES: 'REBATES',
  /** Salaries of top agents' contracts offered by the house (modules/contracts). */
  SALARIES: 'SALARIES',
  /** Dividends of top agents' contracts offered by the house (modules/contracts). */
  DIVIDENDS: 'DIVIDENDS',
  /** Play credit of trial members: never real money, never withdrawable. */
  TRIAL_CREDIT: 'TRIAL_CREDIT',
  /** Operator corrections. */
  ADJUSTMENTS: 'ADJUSTMENTS',
} as const;
export type HouseAccount = (typeof HouseAccount)[keyof typeof HouseAccount];

export interface AccountSpec {
  readonly key: string;
  readonly memberId: number | null;
  /** Member wallets may never be overdrawn; house accounts may (they mirror the outside world). */
  readonly noOverdraft: boolean;
}

export function memberWallet(memberId: number): AccountSpec {
  return { key: `member:${memberId}`, memberId, noOverdraft: true };
}

/**
 * The member's bonus money: apart from cash until its wagering is done (modules/bonus). Stakes may
 * spend it; withdrawals never touch it.
 */
export function memberBonusWallet(memberId: number): AccountSpec {
  return { key: `member:${memberId}:bonus`, memberId, noOverdraft: true };
}

/** The member's wallet at a transfer-wallet vendor: a sub-wallet, guarded like the main one. */
export function vendorWallet(memberId: number, vendorCode: string): AccountSpec {
  return { key: `member:${memberId}:vendor:${vendorCode}`, memberId, noOverdraft: true };
}

export function houseAccount(code: HouseAccount): AccountSpec {
  return { key: `house:${code}`, memberId: null, noOverdraft: false };
}

/** Game settlement: bets are credited to and wins debited from one account per vendor. */
export function gameSettlement(vendorCode: string): AccountSpec {
  return { key: `house:GAME:${vendorCode}`, memberId: null, noOverdraft: false };
}
