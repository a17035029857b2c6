import {
  bindBankCardRequest,
  depositManualRequest,
  resetPaymentPasswordRequest,
  setPaymentPasswordRequest,
  withdrawRequest,
} from '@openlobby/contract';
import { payoutAccountNumber, type PayoutType } from '@openlobby/contract/client';
import { z } from 'zod';
import { type AmountLimits, amountProblem } from '../model/amount.ts';

/**
 * The wallet forms' rules: each field starts from the contract's rule for the request field it
 * fills (its length cap, no NUL), so the form refuses what the server would, and adds the wallet's
 * check with its message: a key of the wallet texts, translated where the field shows it.
 */

/** `rule`, and blank (spaces only) is refused with `key`. */
const filled = (rule: z.ZodString, key: string) => rule.refine((value) => value.trim() !== '', key);

/** The amount within the limits (and, for a withdrawal, the available balance), as integer minor units. */
function amount(limits: AmountLimits, available?: string) {
  return withdrawRequest.shape.amount.superRefine((text, ctx) => {
    const problem = amountProblem(text, limits, available);
    if (problem) ctx.addIssue({ code: 'custom', message: `amount.errors.${problem.kind}` });
  });
}

/** The contract's payment password: exactly its length of digits. */
const PIN = setPaymentPasswordRequest.shape.newPassword;

/** A payment password field: none typed reads `whenEmpty`, anything else but a PIN reads as its format. */
function pin(whenEmpty: string) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: whenEmpty });
    else if (!PIN.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: 'paymentPassword.format' });
  });
}

const manual = depositManualRequest.shape;

/**
 * Deposit: the channel's limits; a manual transfer names its payer; a promotion asking for a code
 * needs one typed.
 */
export function depositSchema(limits: AmountLimits, payerRequired: boolean, codeRequired = false) {
  const payerName = manual.payerName.unwrap();
  const promoCode = z.string().max(64);
  return z.object({
    amount: amount(limits),
    promoId: z.string(),
    promoCode: codeRequired ? filled(promoCode, 'deposit.promoCodeRequired') : promoCode,
    payerName: payerRequired ? filled(payerName, 'deposit.payerNameRequired') : payerName,
    reference: manual.reference.unwrap(),
  });
}
export type DepositValues = z.infer<ReturnType<typeof depositSchema>>;

/** Withdraw: the limits and the available balance, and the payment password. */
export function withdrawSchema(limits: AmountLimits, available: string) {
  return z.object({
    amount: amount(limits, available),
    paymentPassword: pin('withdraw.passwordRequired'),
  });
}
export type WithdrawValues = z.infer<ReturnType<typeof withdrawSchema>>;

/** Card numbers as the server takes them: digits, spaces and dashes ignored. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function isCardNumber(value: string): boolean {
  return /^\d{8,30}$/.test(cardDigits(value));
}

const card = bindBankCardRequest.shape;

/**
 * Binding a payout account: an e-wallet is keyed by its mobile number, a bank account by digits;
 * `typeOf` tells which the chosen provider is.
 */
export function bindCardSchema(typeOf: (bankCode: string) => PayoutType) {
  return z
    .object({
      bankCode: filled(card.bankCode, 'cards.bankRequired'),
      cardNumber: card.cardNumber,
      accountName: filled(card.accountName, 'common.required'),
      branch: card.branch.unwrap(),
    })
    .superRefine(({ bankCode, cardNumber }, ctx) => {
      const ewallet = typeOf(bankCode) === 'ewallet';
      if (ewallet ? payoutAccountNumber('ewallet', cardNumber) === null : !isCardNumber(cardNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['cardNumber'],
          message: ewallet ? 'cards.mobileNumberInvalid' : 'cards.cardNumberInvalid',
        });
    });
}
export type BindCardValues = z.infer<ReturnType<typeof bindCardSchema>>;

export type PaymentPasswordMode = 'set' | 'change' | 'reset';

/**
 * Set, change (the current one first, and a new one that differs) or reset by SMS code. The
 * confirmation must repeat the new password.
 */
export function paymentPasswordSchema(mode: PaymentPasswordMode) {
  return z
    .object({
      // The inputs' names, apart from the account password's, so a browser never offers one for the other.
      oldPaymentPassword: mode === 'change' ? pin('common.required') : z.string(),
      newPaymentPassword: pin('common.required'),
      confirmPaymentPassword: z.string(),
      verificationCode:
        mode === 'reset'
          ? filled(resetPaymentPasswordRequest.shape.verificationCode, 'common.required')
          : z.string(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const { oldPaymentPassword: old, newPaymentPassword: next, confirmPaymentPassword: confirm } = form;
      if (mode === 'change' && PIN.safeParse(next).success && next === old)
        issue('newPaymentPassword', 'paymentPassword.sameAsOld');
      if (confirm === '') issue('confirmPaymentPassword', 'common.required');
      else if (confirm !== next) issue('confirmPaymentPassword', 'paymentPassword.mismatch');
    });
}
export type PaymentPasswordValues = z.infer<ReturnType<typeof paymentPasswordSchema>>;
