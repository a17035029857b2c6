import { z } from 'zod';
import {
  AMOUNT_MAX_LENGTH,
  BET_GAME_TYPES,
  DEPOSIT_KINDS,
  DEPOSIT_STATUSES,
  PAYMENT_PASSWORD_LENGTH,
  PAYOUT_TYPES,
  RECORDS_MAX_PAGE_SIZE,
  TX_CODES,
  WITHDRAW_STATUSES,
} from './constants.ts';

/**
 * Money travels as a decimal string in major units, e.g. "12.50", never as a number. Requests take
 * any short string: the server parses it with the currency's scale and answers a precise code
 * (AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, AMOUNT_TOO_PRECISE, AMOUNT_TOO_LARGE) rather than a generic 400.
 */
const amountInput = z.string().max(AMOUNT_MAX_LENGTH);
/** Answers always carry the currency's full scale, e.g. "1250.00". */
const money = z.string();
const isoTime = z.string();
/** Calendar day in the member's records, YYYY-MM-DD, counted in the request's time zone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/**
 * IANA time zone the records' days are the member's days in (the web sends the device's,
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`); absent: UTC. An unknown zone is TIME_ZONE_INVALID.
 */
const timeZone = z.string().max(64).optional();
const noNul = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
/** A client-made id (e.g. crypto.randomUUID()) that makes a retried request safe: same id, same answer. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const paymentPassword = z.string().regex(new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`));
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).optional();

export const emptyWalletRequest = z.object({});

// ---- balance

/** A member's wallet at a transfer-wallet game vendor (the vendor's own wallet, moved by GCS_walletTransfer). */
export const subWallet = z.object({
  vendorCode: z.string(),
  balance: money,
});
export type SubWallet = z.infer<typeof subWallet>;

export const walletValue = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /**
   * Everything the member has: the main wallet's posted balance minus held withdrawals, plus every
   * sub-wallet at a transfer-wallet vendor.
   */
  sumBalance: money,
  /** The main wallet's posted balance, including money held by pending withdrawals. */
  mainBalance: money,
  /** Held by pending withdrawals. */
  pendingWithdrawal: money,
  /** True for trial (type 4) members: play credit only, never withdrawable. */
  trial: z.boolean(),
  /** One per transfer-wallet vendor the operator connected (TRANSFER_WALLET_VENDORS); usually none. */
  subWallets: z.array(subWallet),
});
export type WalletValue = z.infer<typeof walletValue>;

/** Contract-request fields the agent work fills later (spec section 3); null until then. */
export const fundsConsolidatedValue = z.object({
  wallet: walletValue,
  dailysalreqtype: z.string().nullable(),
  divtypecompperiodreq: z.string().nullable(),
  contracthoursalreq: z.string().nullable(),
});
export type FundsConsolidatedValue = z.infer<typeof fundsConsolidatedValue>;

// ---- deposit

export const depositChannel = z.object({
  channelId: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  /** Deposit mode the channel is listed under (its tile), e.g. "BANK", "EWALLET", "CRYPTO". */
  mode: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  minAmount: money,
  maxAmount: money,
  /** Amount presets shown as chips, within min..max. */
  presets: z.array(money),
  /** Percentage fee as a decimal string, e.g. "0.00". */
  feeRate: z.string(),
});
export type DepositChannel = z.infer<typeof depositChannel>;
export const depositChannelsValue = z.object({ channels: z.array(depositChannel) });
export type DepositChannelsValue = z.infer<typeof depositChannelsValue>;

export const depositBanksRequest = z.object({ channelId: noNul(64) });
/** Where a manual transfer or crypto deposit is sent to. */
export const depositReceivingAccount = z.object({
  accountId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Crypto network, e.g. "TRC20"; null for bank accounts. */
  network: z.string().nullable(),
});
export type DepositReceivingAccount = z.infer<typeof depositReceivingAccount>;
export const depositBanksValue = z.object({ accounts: z.array(depositReceivingAccount) });
export type DepositBanksValue = z.infer<typeof depositBanksValue>;

export const depositPromo = z.object({
  promoId: z.string(),
  title: z.string(),
  /** Bonus percentage as a decimal string. */
  bonusRate: z.string(),
  maxBonus: money,
  minDeposit: money,
  /** The promotion asks for a promo code with the deposit (never the code itself). */
  needsCode: z.boolean(),
});
export type DepositPromo = z.infer<typeof depositPromo>;
export const depositPromoListValue = z.object({ promos: z.array(depositPromo) });
export type DepositPromoListValue = z.infer<typeof depositPromoListValue>;

export const depositRecord = z.object({
  depositId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  status: z.enum(DEPOSIT_STATUSES),
  amount: money,
  /** Credited to the wallet; "0.00" until approved. */
  credited: money,
  bonus: money,
  fee: money,
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
  /**
   * Why the promotion this deposit asked for was not granted at approval (e.g. ONCE_PER_DEVICE:
   * credited without the bonus); null when granted or none was asked for.
   */
  promoRefusal: z.string().nullable().optional(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const depositGatewayRequest = z.object({
  channelId: noNul(64),
  amount: amountInput,
  promoId: noNul(64).optional(),
  /** The code a promotion asks for (checked in any case at request time). */
  promoCode: noNul(64).trim().optional(),
  requestId: requestId.optional(),
});
export const depositGatewayValue = z.object({
  deposit: depositRecord,
  /** Open this page (same origin for the demo gateway); for a QR channel, show it as a QR code. */
  redirectUrl: z.string(),
});
export type DepositGatewayValue = z.infer<typeof depositGatewayValue>;

export const depositManualRequest = z.object({
  channelId: noNul(64),
  amount: amountInput,
  /** Name on the paying account (manual bank transfer); optional for crypto. */
  payerName: noNul(64).optional(),
  /** Bank reference or crypto transaction hash the operator matches. */
  reference: noNul(128).optional(),
  promoId: noNul(64).optional(),
  /** The code a promotion asks for (checked in any case at request time). */
  promoCode: noNul(64).trim().optional(),
  requestId: requestId.optional(),
});
export const depositRecordValue = z.object({ deposit: depositRecord });
export type DepositRecordValue = z.infer<typeof depositRecordValue>;

export const depositDetailRequest = z.object({ depositId: noNul(64) });

// ---- records paging

const rangeQuery = {
  /** Inclusive first day, YYYY-MM-DD; default: 30 days ago. */
  startDate: day.optional(),
  /** Inclusive last day; default today. */
  endDate: day.optional(),
  timeZone,
  pageNo,
  pageSize,
};
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

export const depositRecordsRequest = z.object({ ...rangeQuery, status: z.enum(DEPOSIT_STATUSES).optional() });
export const depositRecordsValue = page(depositRecord);
export type DepositRecordsValue = z.infer<typeof depositRecordsValue>;

// ---- bank cards

export const withdrawBank = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  payoutType: z.enum(PAYOUT_TYPES),
  logoUrl: z.string().nullable(),
});
export type WithdrawBank = z.infer<typeof withdrawBank>;
export const withdrawBanksValue = z.object({ banks: z.array(withdrawBank) });
export type WithdrawBanksValue = z.infer<typeof withdrawBanksValue>;

export const bankCard = z.object({
  cardId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  payoutType: z.enum(PAYOUT_TYPES),
  /** e.g. "**** **** 1234" (bank) or "03** ***4567" (e-wallet); the full number never leaves the server. */
  maskedNumber: z.string(),
  accountName: z.string(),
  branch: z.string().nullable(),
  createdAt: isoTime,
});
export type BankCard = z.infer<typeof bankCard>;
export const bankCardsValue = z.object({
  cards: z.array(bankCard),
  /** Most cards the member may bind per payout type. */
  maxPerType: z.number().int(),
  /** The member's payee name; cards must be in this name. Null: set it first (updatePayeeName). */
  payeeName: z.string().nullable(),
});
export type BankCardsValue = z.infer<typeof bankCardsValue>;

export const bindBankCardRequest = z.object({
  bankCode: noNul(32),
  /**
   * Bank: the account or card number, digits (spaces and dashes ignored). E-wallet: the mobile number
   * (payoutAccountNumber); EWALLET_NUMBER_INVALID otherwise.
   */
  cardNumber: noNul(40),
  /** Must equal the member's payee name. */
  accountName: noNul(128),
  branch: noNul(128).optional(),
});
export const bankCardValue = z.object({ card: bankCard });
export type BankCardValue = z.infer<typeof bankCardValue>;
export const deleteBankCardRequest = z.object({ cardId: noNul(64) });
export const deletedValue = z.object({ deleted: z.literal(true) });

// ---- payment password

export const hasPaymentPasswordValue = z.object({ hasPassword: z.boolean() });
export type HasPaymentPasswordValue = z.infer<typeof hasPaymentPasswordValue>;
export const setPaymentPasswordRequest = z.object({
  newPassword: paymentPassword,
  confirmPassword: paymentPassword,
});
export const changePaymentPasswordRequest = z.object({
  oldPassword: paymentPassword,
  newPassword: paymentPassword,
  confirmPassword: paymentPassword,
});
export const paymentPasswordSmsValue = z.object({
  /** Masked number the code went to. */
  mobileNum: z.string(),
  expirationTime: z.number().int(),
  expiredMinutes: z.number().int(),
  resendAt: z.number().int(),
});
export type PaymentPasswordSmsValue = z.infer<typeof paymentPasswordSmsValue>;
export const resetPaymentPasswordRequest = z.object({
  verificationCode: noNul(10),
  newPassword: paymentPassword,
  confirmPassword: paymentPassword,
});
export const paymentPasswordDoneValue = z.object({ done: z.literal(true) });

// ---- withdraw

export const withdrawSettingsValue = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: money,
  maxAmount: money,
  dailyCount: z.number().int(),
  remainingToday: z.number().int(),
  /** Spendable now (sumBalance). */
  available: money,
  mainBalance: money,
  /** Shown as the processing-time info line, in minutes. */
  processingMinutes: z.number().int(),
  hasPaymentPassword: z.boolean(),
  hasPayeeName: z.boolean(),
  /** Money of an unfinished bonus: never withdrawable, and given up by a withdrawal request. */
  bonusBalance: money,
  bonusActive: z.boolean(),
});
export type WithdrawSettingsValue = z.infer<typeof withdrawSettingsValue>;

export const withdrawRecord = z.object({
  withdrawId: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  amount: money,
  fee: money,
  cardId: z.string().nullable(),
  bankName: z.string(),
  maskedNumber: z.string(),
  remark: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

/** Sent inside the encrypted envelope (Encryption header), like login. */
export const withdrawRequest = z.object({
  cardId: noNul(64),
  amount: amountInput,
  paymentPassword: z.string().max(64),
  requestId: requestId.optional(),
  /** The member confirmed that withdrawing gives up an unfinished bonus (BONUS_FORFEIT_REQUIRED). */
  forfeitBonus: z.boolean().optional(),
});
export const withdrawValue = z.object({ withdrawal: withdrawRecord, wallet: walletValue });
export type WithdrawValue = z.infer<typeof withdrawValue>;

export const withdrawRecordsRequest = z.object({
  ...rangeQuery,
  status: z.enum(WITHDRAW_STATUSES).optional(),
});
export const withdrawRecordsValue = page(withdrawRecord);
export type WithdrawRecordsValue = z.infer<typeof withdrawRecordsValue>;

// ---- transaction history, profit and loss, betting summary

export const txCodeItem = z.object({ code: z.enum(TX_CODES), EN: z.string(), UR: z.string() });
export type TxCodeItem = z.infer<typeof txCodeItem>;
export const txCodeListValue = z.object({ codes: z.array(txCodeItem) });
export type TxCodeListValue = z.infer<typeof txCodeListValue>;

export const memberTransactionsRequest = z.object({ ...rangeQuery, txCode: z.enum(TX_CODES).optional() });
export const memberTransaction = z.object({
  transactionId: z.string(),
  txCode: z.enum(TX_CODES),
  /** Signed: "+100.00" credits the wallet, "-20.00" debits it; "0.00" for a hold's release. */
  amount: money,
  /** Wallet balance right after this movement (posted). */
  balanceAfter: money,
  /** Deposit id, withdrawal id, order id… the movement belongs to; null for adjustments. */
  reference: z.string().nullable(),
  /** The game a bet, win or refund belongs to, in the caller's language; null for other movements. */
  gameName: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: isoTime,
});
export type MemberTransaction = z.infer<typeof memberTransaction>;
export const memberTransactionsValue = page(memberTransaction);
export type MemberTransactionsValue = z.infer<typeof memberTransactionsValue>;

export const memberPnlRequest = z.object({ startDate: day.optional(), endDate: day.optional(), timeZone });
export const pnlRow = z.object({
  deposit: money,
  withdraw: money,
  bet: money,
  win: money,
  rebate: money,
  promotion: money,
  /** win + rebate + promotion - bet. */
  profit: money,
});
/** `date` is the member's day (in the request's time zone). */
export const pnlDay = pnlRow.extend({ date: day });
export type PnlDay = z.infer<typeof pnlDay>;
export const memberPnlValue = z.object({ days: z.array(pnlDay), total: pnlRow });
export type MemberPnlValue = z.infer<typeof memberPnlValue>;

export const betSummaryRequest = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  timeZone,
  gameType: z.enum(BET_GAME_TYPES).optional(),
  vendorCode: noNul(64).optional(),
});
export const betSummaryRow = z.object({
  gameType: z.enum(BET_GAME_TYPES),
  vendorCode: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  betCount: z.number().int(),
  bet: money,
  validBet: money,
  win: money,
  /** win - bet, signed. */
  profit: money,
});
export type BetSummaryRow = z.infer<typeof betSummaryRow>;
export const betSummaryValue = z.object({
  rows: z.array(betSummaryRow),
  /** Vendors with bets in the range, for the vendor filter. */
  vendors: z.array(z.string()),
  total: betSummaryRow.omit({ gameType: true, vendorCode: true, gameId: true, gameName: true }),
});
export type BetSummaryValue = z.infer<typeof betSummaryValue>;

// ---- wallet transfer (transfer-wallet game vendors)

/** MAIN_WALLET or a vendor code. */
const walletName = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
/**
 * GCS_walletTransfer: moves `amount` between the main wallet and a transfer-wallet vendor's wallet, or
 * (recallAll) brings every sub-wallet back to the main wallet. `transferId` makes a retry safe: the
 * same id moves money once and answers the first call's movements.
 */
export const walletTransferRequest = z.union([
  z.object({ transferId: requestId, from: walletName, to: walletName, amount: amountInput }),
  z.object({ transferId: requestId, recallAll: z.literal(true) }),
]);
export const walletTransferMovement = z.object({
  from: z.string(),
  to: z.string(),
  amount: money,
  /** True when this movement had been made by an earlier call with the same transferId. */
  replayed: z.boolean(),
});
export const walletTransferValue = z.object({
  /** The movements of this call; empty for a recall with nothing to bring back. */
  transfers: z.array(walletTransferMovement),
  wallet: walletValue,
});
export type WalletTransferValue = z.infer<typeof walletTransferValue>;

// ---- gateway callback (server to server, not in the member endpoint table)

/** Signed with HMAC-SHA256 over "callback|depositId|status|amount|timestamp|nonce" (hex). */
export const gatewayCallbackRequest = z.object({
  depositId: noNul(64),
  status: z.enum(['paid', 'failed']),
  amount: amountInput,
  /** Epoch seconds. */
  timestamp: z.number().int().min(0),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export const gatewayCallbackValue = z.object({ depositId: z.string(), status: z.enum(DEPOSIT_STATUSES) });
