import { type ReactElement, type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLanguage } from '../i18n/useLanguage.ts';
import { type CashierGate, showFreeReject } from './cashierGate.ts';

/**
 * A screen opened by its address behind a gate (spec 4, 6): a guest goes to login; a member the
 * gate refuses gets the free_reject toast and goes home, as a tap on the menu would have; anyone
 * else sees the screen. Nothing of the screen renders (or asks the server) before the gate opens.
 */
export function GatedScreen({ gate, children }: { gate: CashierGate; children: ReactNode }): ReactElement {
  const language = useLanguage();
  const refused = gate === 'freeReject';
  useEffect(() => {
    if (refused) showFreeReject(language);
  }, [refused, language]);
  if (gate === 'login') return <Navigate to="/m/login" replace />;
  if (refused) return <Navigate to="/m/home" replace />;
  return <>{children}</>;
}
