import { type ComponentType, type ReactElement, type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showFreeReject, useCashierGate } from '../../../shared/session/cashierGate.ts';
import '../../../shared/ui/fields/fields.css';
import './wallet.css';

/**
 * Frame of every wallet screen. Guests go to login. With `cashier`, a member type that may not
 * deposit (trial 4, internal 40-42) opening the address directly gets the free_reject toast and
 * goes home, like a tap on the menu would have.
 */
export function WalletPage({
  cashier = false,
  children,
}: {
  cashier?: boolean;
  children: ReactNode;
}): ReactElement {
  const language = useLanguage();
  const gate = useCashierGate();
  const refused = cashier && gate === 'freeReject';
  useEffect(() => {
    if (refused) showFreeReject(language);
  }, [refused, language]);
  if (gate === 'login') return <Navigate to="/m/login" replace />;
  if (refused) return <Navigate to="/m/home" replace />;
  return <div className="wallet">{children}</div>;
}

/**
 * A wallet screen behind its page's gate. The body (and every query in it) renders only once the
 * gate lets the player in, so a guest is sent to login without the screen asking the server first.
 */
export function walletScreen(Body: ComponentType, options: { cashier?: boolean } = {}): () => ReactElement {
  return function WalletScreen(): ReactElement {
    return (
      <WalletPage cashier={options.cashier}>
        <Body />
      </WalletPage>
    );
  };
}
