import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/useLanguage.ts';
import { showFreeReject, useCashierGate } from '../session/cashierGate.ts';

/** Paths that move money in or out: their entries apply the cashier gate. */
export const CASHIER_PATHS: ReadonlySet<string> = new Set(['/m/voucherCenter', '/m/withdraw']);

/**
 * A link to the deposit or withdraw screen that applies the cashier gate on tap: a guest goes to
 * login, a type that may not deposit gets the free_reject toast and stays where it is.
 */
export function CashierLink({
  to,
  className,
  label,
  onNavigate,
  children,
}: {
  to: string;
  className?: string;
  /** The accessible name, for an entry that shows only an icon. */
  label?: string;
  /** Called when the tap really navigates (the side menu closes itself then). */
  onNavigate?: () => void;
  children: ReactNode;
}): ReactElement {
  const language = useLanguage();
  const gate = useCashierGate();
  return (
    <Link
      className={className}
      aria-label={label}
      to={gate === 'login' ? '/m/login' : to}
      onClick={(event) => {
        if (gate === 'freeReject') {
          event.preventDefault();
          showFreeReject(language);
          return;
        }
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
