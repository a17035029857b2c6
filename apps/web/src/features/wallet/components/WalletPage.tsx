import type { ComponentType, ReactElement, ReactNode } from 'react';
import { useCashierGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
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
  const gate = useCashierGate();
  // Outside the cashier every member may look (records, cards); only guests are sent away.
  return (
    <GatedScreen gate={cashier || gate === 'login' ? gate : 'open'}>
      <div className="wallet">{children}</div>
    </GatedScreen>
  );
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
