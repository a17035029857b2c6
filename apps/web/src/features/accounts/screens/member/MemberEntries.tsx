import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Feature, isFeatureAvailable } from '../../../../shared/featureAvailability.ts';
import { Icon, type IconName } from '../../../../shared/ui/Icon.tsx';

interface Entry {
  path: string;
  icon: IconName;
  /** The key under memberCentre.* in the dictionaries. */
  label: string;
  /** Shown only once this feature is available; always shown without. */
  feature?: Feature;
}

/** In the order they are drawn: the wallet release's records, then the member's own pages. */
const ENTRIES: readonly Entry[] = [
  { feature: 'bettingRecord', path: '/m/gameRecord', icon: 'receipt', label: 'betHistory' },
  { feature: 'walletRecords', path: '/m/member/profitLoss', icon: 'chart', label: 'profitLoss' },
  { feature: 'walletRecords', path: '/m/member/depositRecord', icon: 'wallet', label: 'depositRecord' },
  { feature: 'walletRecords', path: '/m/member/withdrawRecord', icon: 'arrowOut', label: 'withdrawRecord' },
  { feature: 'walletRecords', path: '/m/member/transactions', icon: 'receipt', label: 'transactions' },
  { path: '/m/member/home?view=profile', icon: 'user', label: 'profile' },
  { path: '/m/member/home?view=security', icon: 'shield', label: 'security' },
  { path: '/m/member/saferGambling', icon: 'shield', label: 'saferGambling' },
  { path: '/m/member/accountHistory', icon: 'chart', label: 'accountHistory' },
  { path: '/m/member/verification', icon: 'user', label: 'verification' },
  { path: '/m/help', icon: 'help', label: 'help' },
];

/** The member centre's grid of entries: messages (when given), records, profile, security, help, log out. */
export function MemberEntries({
  onLogout,
  messagesEntry,
}: {
  onLogout: () => void;
  messagesEntry?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="card" aria-label={t('memberCentre.entries')}>
      <ul className="member__grid">
        {messagesEntry && <li>{messagesEntry}</li>}
        {ENTRIES.filter((entry) => !entry.feature || isFeatureAvailable(entry.feature)).map((entry) => (
          <li key={entry.path}>
            <Link className="member__entry" to={entry.path}>
              <Icon name={entry.icon} />
              {t(`memberCentre.${entry.label}`)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="member__entry" onClick={onLogout}>
            <Icon name="logout" />
            {t('memberCentre.logOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
