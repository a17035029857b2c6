import type { BankCard, WithdrawSettingsValue } from '@openlobby/contract/client';

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
