/**
 * Wallet values both apps need, zod-free (the web imports them through `@openlobby/contract/client`).
 */

/** Member types that may deposit and withdraw (spec sections 4 and 9); every other type gets FREE_REJECT. */
export const CASHIER_MEMBER_TYPES = [0, 1, 2] as const;

/** How a deposit channel takes money in. */
export const DEPOSIT_KINDS = ['gateway', 'qr', 'manual', 'crypto'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** Life of a deposit: pending until the gateway or the operator decides; approved credits the wallet. */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * Life of a withdrawal: pending holds the money; approved takes it from the wallet for payout; paid
 * says the payout was sent; rejected gives it back.
 */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** Payout types of the withdraw screen's tabs. */
export const PAYOUT_TYPES = ['bank', 'ewallet'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/**
 * Transaction codes of the ledger as the records show them (GLS2_TxCodeList). Every movement of a
 * member's wallet carries one.
 */
export const TX_CODES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'BET',
  'WIN',
  'REFUND',
  'PROMOTION',
  'REBATE',
  'TRIAL_CREDIT',
  'ADJUSTMENT',
  'WALLET_TRANSFER',
  'BONUS_CONVERT',
  'BONUS_FORFEIT',
  'AGENT_TRANSFER',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
] as const;
export type TxCode = (typeof TX_CODES)[number];

/**
 * The main wallet's name in wallet transfers (GCS_walletTransfer); any other name is the code of a
 * transfer-wallet game vendor, whose own wallet is a sub-wallet of the member.
 */
export const MAIN_WALLET = 'MAIN';

/** Betting record tabs (platform reference: lottery, slots, fishing, live, poker, sports). */
export const BET_GAME_TYPES = ['LOTT', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const;
export type BetGameType = (typeof BET_GAME_TYPES)[number];

/** Records pages: default and largest page size. */
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 100;
/** Longest date range a records query may span, in days. */
export const RECORDS_MAX_RANGE_DAYS = 92;

/** Amount presets of the deposit screen, major units (platform reference). */
export const DEPOSIT_AMOUNT_PRESETS = ['100', '200', '500', '1000', '5000', '10000', '30000'] as const;

/** Longest decimal string accepted for an amount (the server then checks scale and range). */
export const AMOUNT_MAX_LENGTH = 32;
/** Payment password: digits only, this many (the platform family uses a 6-digit PIN). */
export const PAYMENT_PASSWORD_LENGTH = 6;

/** Server-to-server: where a gateway posts its signed outcome (`:gateway` is "demo" for the built-in one). */
export const GATEWAY_CALLBACK_PATH = '/wps/deposit/callback/:gateway';
/** The built-in demo gateway's payment page (`redirectUrl` of a gateway deposit points here). */
export const DEMO_GATEWAY_PAGE_PATH = '/pay/demo/:depositId';
/** Where the demo gateway sends the player back: `?depositId=…&result=paid|failed`. */
export const DEPOSIT_RETURN_PATH = '/m/voucherCenter';
