import type { ReactElement } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { HOME_PATH } from '../model/paths.ts';
import { applyLogin } from '../model/session.ts';
import { finishSocialSignIn, type SocialCallback } from '../model/socialSignIn.ts';

/**
 * The provider's answer is single use (reading it consumes the pending sign-in), while React may
 * build this screen twice (strict mode, a retried lazy chunk): the first reading is kept.
 */
let lastAnswer: { hash: string; answer: SocialCallback } | null = null;
function readAnswerOnce(): SocialCallback {
  const hash = window.location.hash;
  if (lastAnswer?.hash !== hash) lastAnswer = { hash, answer: finishSocialSignIn(hash) };
  return lastAnswer.answer;
}

/**
 * Where the identity provider sends the player back (SOCIAL_CALLBACK_PATH). The ID token is read
 * from the fragment once, the fragment is wiped from the address bar and history, and the token
 * goes to the login endpoint as a `firebase` login.
 */
export default function SocialCallbackScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [answer] = useState(readAnswerOnce);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!answer.ok || started.current) return;
    started.current = true;
    accountsApi
      .login({ type: 'firebase', firebaseChannel: answer.channel, firebaseIdToken: answer.idToken })
      .then(
        (value) => {
          applyLogin(value);
          void navigate(HOME_PATH, { replace: true });
        },
        (error: unknown) => setFailure(errorText(error, language, t)),
      );
  }, [answer, language, navigate, t]);

  const error = answer.ok
    ? failure
    : t(answer.reason === 'cancelled' ? 'accounts.socialCancelled' : 'accounts.socialInvalid');

  return (
    <AuthLayout title={t('title.login')}>
      {error === null ? (
        <div className="social-callback">
          <Spinner label={t('accounts.socialSigningIn')} />
          <p aria-hidden="true">{t('accounts.socialSigningIn')}</p>
        </div>
      ) : (
        <div className="social-callback">
          <p role="alert">{error}</p>
          <Link className="button button--primary" to="/m/login" replace>
            {t('accounts.socialBack')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
