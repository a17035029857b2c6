import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { ScreenSpinner } from '../../../shared/ui/Spinner.tsx';
import type { MemberInfoValue } from '../api/accountsApi.ts';
import '../components/accounts.css';
import { HOME_PATH, LOGIN_PATH } from '../model/paths.ts';
import { MemberEntries } from './member/MemberEntries.tsx';
import { ProfileCard } from './member/ProfileCard.tsx';
import { ProfileView } from './member/ProfileView.tsx';
import { SecurityView } from './member/SecurityView.tsx';
import { useMemberCentre } from './member/useMemberCentre.ts';
import { WalletButtons } from './member/WalletButtons.tsx';

/** Member centre (/m/member/home) with the spec 4 gate, profile and security centre. */
export interface MemberHomeProps {
  /** Opens the shell's sign-out confirmation. */
  onLogout: () => void;
  /** Opens the shell's Cancel / Register now alert for a trial member. */
  onRegisterFirst: () => void;
  /** The message centre's entry with its unread badge (the messaging feature draws it). */
  messagesEntry?: ReactNode;
  /** The agent centre's group, drawn by the agents feature (only agents see it). */
  agentEntries?: ReactNode;
}

export default function MemberHomeScreen({
  onLogout,
  onRegisterFirst,
  messagesEntry,
  agentEntries,
}: MemberHomeProps): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const { gate, info, refresh } = useMemberCentre(onRegisterFirst);
  if (gate === 'login') return <Navigate to={LOGIN_PATH} replace />;
  if (gate === 'registerFirst') return <Navigate to={HOME_PATH} replace />;
  return (
    <div className="member">
      <h1 className="visually-hidden">{t('title.memberHome')}</h1>
      {info.data ? (
        <>
          <ProfileCard info={info.data} />
          <MemberView
            view={params.get('view')}
            info={info.data}
            refresh={refresh}
            entries={
              <>
                {agentEntries}
                <MemberEntries onLogout={onLogout} messagesEntry={messagesEntry} />
              </>
            }
          />
        </>
      ) : info.isError ? (
        <p role="alert">{errorText(info.error, language, t)}</p>
      ) : (
        <ScreenSpinner />
      )}
    </div>
  );
}

/** Below the card: the profile or security view the query names, else the wallet buttons and entries. */
function MemberView({
  view,
  info,
  refresh,
  entries,
}: {
  view: string | null;
  info: MemberInfoValue;
  refresh: () => void;
  entries: ReactNode;
}): ReactElement {
  if (view === 'profile') return <ProfileView info={info} refresh={refresh} />;
  if (view === 'security') return <SecurityView />;
  return (
    <>
      <WalletButtons />
      {entries}
    </>
  );
}
