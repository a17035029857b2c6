import {
  PAYMENT_PASSWORD_LENGTH,
  type BankCard,
  type WithdrawSettingsValue,
} from '@openlobby/contract/client';
import { type AmountProblem, amountProblem } from './amount.ts';

/**
 * What the withdraw screen shows first (platform reference): the player must have a payment
 * password and a bound card before the form; with no withdrawals left today, the form is closed.
 */
export type WithdrawReadiness = 'needPassword' | 'needCard' | 'noneLeft' | 'ready';

export function withdrawReadiness(
  settings: WithdrawSettingsValue,
  cards: readonly BankCard[],
): WithdrawReadiness {
  if (!settings.hasPaymentPassword) return 'needPassword';
  if (cards.length === 0) return 'needCard';
  if (settings.remainingToday <= 0) return 'noneLeft';
  return 'ready';
}

export interface WithdrawForm {
  cardId: string | null;
  amount: string;
  paymentPassword: string;
}

export interface WithdrawProblems {
  amount: AmountProblem | null;
  paymentPassword: 'required' | 'format' | null;
}

/** The form's problems: amount within min, max and the available balance; a 6-digit password. */
export function withdrawProblems(
  form: WithdrawForm,
  settings: WithdrawSettingsValue,
  scale: number,
): WithdrawProblems {
  const limits = { min: settings.minAmount, max: settings.maxAmount, scale };
  const password = form.paymentPassword;
  return {
    amount: amountProblem(form.amount, limits, settings.available),
    paymentPassword:
      password === ''
        ? 'required'
        : new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(password)
          ? null
          : 'format',
  };
}

export function hasProblems(problems: WithdrawProblems): boolean {
  return problems.amount !== null || problems.paymentPassword !== null;
}
