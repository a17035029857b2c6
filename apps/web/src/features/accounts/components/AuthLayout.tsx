import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { HOME_PATH } from '../model/paths.ts';
import './accounts.css';

/**
 * Frame of the account screens. Login, register and forget have no shell header (spec 2.2), so they
 * get their own bar whose back arrow goes home, as the header's would (spec 2.2 back-to-home list).
 */
export function AuthLayout({
  title,
  children,
  bar = true,
}: {
  title: string;
  children: ReactNode;
  bar?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="auth" aria-labelledby="auth-title">
      {bar ? (
        <div className="auth__bar">
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.back')}
            onClick={() => void navigate(HOME_PATH)}
          >
            <Icon name="back" />
          </button>
          <h1 id="auth-title" className="auth__title">
            {title}
          </h1>
        </div>
      ) : (
        <h1 id="auth-title" className="visually-hidden">
          {title}
        </h1>
      )}
      {children}
    </section>
  );
}
