import {
  DEPOSIT_ALLOWED_TYPES,
  errorCatalogue,
  type Language,
  MemberType,
  TOAST_FREE_REJECT_MS,
} from '@openlobby/contract/client';
import { showToast } from '../ui/toastStore.ts';
import { useSessionViewer } from './viewer.ts';

/** Who may open the cashier (deposit, withdraw): guests log in first; types outside 0-2 are refused. */
export type CashierGate = 'login' | 'freeReject' | 'open';

/**
 * Spec 4 and 6: only member types 0, 1 and 2 may deposit; the trial account (4) and the internal
 * types 40-42 get free_reject. Withdrawing follows the same rule: money that cannot come in through
 * the cashier cannot leave through it either.
 */
export function cashierGate(loggedIn: boolean, type: MemberType | null): CashierGate {
  if (!loggedIn) return 'login';
  return DEPOSIT_ALLOWED_TYPES.includes(type ?? MemberType.TRIAL) ? 'open' : 'freeReject';
}

/**
 * The gate that refuses trial players, for the inbox, live chat and the reward centre (spec 4, 6):
 * guests log in first; the trial account (type 4, also the default type of a member whose type is
 * unknown) gets free_reject. Here, next to the cashier's gate, so the side menu, the message centre
 * and the rewards share it without a chunk of its own.
 */
export function trialRefusingGate(loggedIn: boolean, type: MemberType | null): CashierGate {
  if (!loggedIn) return 'login';
  return (type ?? MemberType.TRIAL) === MemberType.TRIAL ? 'freeReject' : 'open';
}

/** The free_reject text as an offline toast for 2 s (spec 8, 9). */
export function showFreeReject(language: Language): void {
  showToast(errorCatalogue.FREE_REJECT[language], 'error', TOAST_FREE_REJECT_MS);
}

/** The gate for whoever is looking now (member info's type once loaded, else the session's). */
export function useCashierGate(): CashierGate {
  const { loggedIn, type } = useSessionViewer();
  return cashierGate(loggedIn, type);
}
