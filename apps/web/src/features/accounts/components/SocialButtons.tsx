import type { SocialChannel } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accountsApi.ts';
import { beginSocialSignIn } from '../model/socialSignIn.ts';

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
  const settings = useQuery({
    queryKey: ['socialSettings'],
    queryFn: accountsApi.socialSettings,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const providers = settings.data?.providers ?? [];
  if (providers.length === 0) return null;
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
          disabled={disabled}
          onClick={() => window.location.assign(beginSocialSignIn(provider, window.location.origin))}
        >
          <Mark channel={provider.channel} />
          {t(LABEL_KEY[provider.channel])}
        </button>
      ))}
    </section>
  );
}
