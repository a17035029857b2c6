import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router';
import { contractCall } from '../../../../shared/api/client.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { useWalletT } from '../../i18n/texts.ts';

const DISMISSED_KEY = 'openlobby.limitOffer.dismissed';

const dismissedBy = (): string[] => {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Before a member's deposits, while they have set no limit: the offer to set a deposit limit first
 * (safer gambling), with the way there and "Not now", which this device remembers for the member.
 * Nothing shows while the limits load, or once any limit exists.
 */
export function LimitOffer(): ReactElement | null {
  const t = useWalletT().t;
  const member = useCommonStore((state) => state.session?.userName ?? null);
  const token = useCommonStore((state) => state.session?.token ?? null);
  const [dismissed, setDismissed] = useState(() => member !== null && dismissedBy().includes(member));
  const limits = useQuery({
    queryKey: ['protection', 'limits', token],
    queryFn: ({ signal }) => contractCall('myLimits', { signal }),
    enabled: token !== null && !dismissed,
  });
  if (dismissed || member === null || limits.data === undefined || limits.data.limits.length > 0) return null;
  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedBy(), member].slice(-20)));
    setDismissed(true);
  };
  return (
    <section className="wallet__section card" aria-labelledby="limit-offer-title">
      <h2 id="limit-offer-title">{t('deposit.limitOffer.title')}</h2>
      <p className="wallet__muted">{t('deposit.limitOffer.text')}</p>
      <div className="wallet__actions">
        <Link className="button button--primary" to="/m/member/saferGambling">
          {t('deposit.limitOffer.set')}
        </Link>
        <button type="button" className="button button--ghost" onClick={notNow}>
          {t('deposit.limitOffer.notNow')}
        </button>
      </div>
    </section>
  );
}
