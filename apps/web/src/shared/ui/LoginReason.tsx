import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginReasonFrom } from '../session/returnTo.ts';

/**
 * Why the login (or register) screen opened, when a tap sent the player here: a guest who tapped
 * Play reads that the game needs an account and that it waits for them.
 */
export function LoginReason(): ReactElement | null {
  const { t } = useTranslation();
  const reason = loginReasonFrom(useLocation().search);
  if (!reason) return null;
  return (
    <p className="login-reason" role="status">
      {t(`loginReason.${reason}`)}
    </p>
  );
}
