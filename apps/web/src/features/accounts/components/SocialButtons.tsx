import type { SocialChannel } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { type SocialProvider, beginSocialSignIn } from '../model/socialSignIn.ts';

const LABEL_KEY = { GOOGLE: 'accounts.google', FACEBOOK: 'accounts.facebook' } as const satisfies Record<
  SocialChannel,
  string
>;

/** The provider's mark, drawn here (no third-party script or font on the login screen). */
function Mark({ channel }: { channel: SocialChannel }): ReactElement {
  return (
    <svg className={`social__mark social__mark--${channel.toLowerCase()}`} viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="11" />
      <text x="12" y="17" textAnchor="middle">
        {channel === 'GOOGLE' ? 'G' : 'f'}
      </text>
    </svg>
  );
}

/**
 * Social sign-in buttons (FACEBOOKLOGIN3, GOOGLELOGIN3): the server lists only channels that are
 * both switched on for the merchant and configured, so nothing shows when social sign-in is off.
 */
export function SocialButtons({ disabled }: { disabled: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const [starting, setStarting] = useState(false);
  const settings = useQuery({
    queryKey: ['socialSettings'],
    queryFn: accountsApi.socialSettings,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const providers = settings.data?.providers ?? [];
  if (providers.length === 0) return null;

  // The server issues the sign-in's nonce, so it can tell its own sign-ins from replayed tokens.
  const start = async (provider: SocialProvider) => {
    setStarting(true);
    try {
      const { nonce } = await accountsApi.socialNonce(provider.channel);
      window.location.assign(beginSocialSignIn(provider, window.location.origin, nonce));
    } catch (failure) {
      showToast(errorText(failure, language, t), 'error');
      setStarting(false);
    }
  };
  return (
    <section className="social" aria-labelledby="social-heading">
      <h2 id="social-heading" className="social__heading">
        {t('accounts.social')}
      </h2>
      {providers.map((provider) => (
        <button
          key={provider.channel}
          type="button"
          className="button button--ghost social__button"
          disabled={disabled || starting}
          onClick={() => void start(provider)}
        >
          <Mark channel={provider.channel} />
          {t(LABEL_KEY[provider.channel])}
        </button>
      ))}
    </section>
  );
}
