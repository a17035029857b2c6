import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBalance } from '../../../shared/api/balance.ts';
import { isFeatureAvailable } from '../../../shared/featureAvailability.ts';
import { formatDate, formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { CashierLink } from '../../../shared/ui/CashierLink.tsx';
import { RefreshBalanceButton } from '../../../shared/ui/RefreshBalanceButton.tsx';
import { HOME_PATH, LOGIN_PATH } from '../model/paths.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { ScreenSpinner } from '../../../shared/ui/Spinner.tsx';
import { showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi, type MemberInfoValue } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import '../components/accounts.css';
import { HeadIconPicker } from '../components/HeadIconPicker.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { applyMemberInfo } from '../model/session.ts';
import { isValidEmail } from '../model/validation.ts';

/** Spec 4 member-centre gate: guest to login, type 4 to the register prompt, members in. */
export type MemberGate = 'login' | 'registerFirst' | 'open';

export function memberGate(loggedIn: boolean, type: number | null): MemberGate {
  if (!loggedIn) return 'login';
  return type === 4 ? 'registerFirst' : 'open';
}

function ProfileCard({ info }: { info: MemberInfoValue }): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="member__card card" aria-label={t('memberCentre.profileCard')}>
      <span className="member__avatar" aria-hidden="true">
        {info.avatarUrl ? (
          <img src={info.avatarUrl} alt="" width={56} height={56} />
        ) : (
          <Icon name="user" size={30} />
        )}
      </span>
      <div className="member__who">
        <h2 className="member__name">{info.nickname || info.account}</h2>
        <span className="member__meta">
          <span className="vip-tag">{t('header.vip', { label: info.clubLabel?.labelName ?? '0' })}</span>
        </span>
        <span className="member__meta">
          <span>
            {t('memberCentre.account')}: <bdi>{info.account}</bdi>
          </span>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('memberCentre.copy')}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(info.account)
                .then(() => showToast(t('memberCentre.copied'), 'success', 1000));
            }}
          >
            <Icon name="copy" size={18} />
          </button>
        </span>
        <span className="member__meta">
          {t('memberCentre.joined', { date: formatDate(info.createdAt, language) })}
        </span>
        <MemberBalance />
      </div>
    </section>
  );
}

/** The wallet's shared balance query (the same figure as the header), with a refresh button. */
function MemberBalance(): ReactElement | null {
  const { t } = useTranslation();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  if (!balance.data) return null;
  const { subWallets, mainBalance } = balance.data;
  return (
    <>
      <span className="member__meta member__balance">
        <span>
          {balance.data.trial ? t('memberCentre.trialBalance') : t('memberCentre.balance')}:{' '}
          <strong>
            <bdi>{formatMoney(balance.data.sumBalance, currency)}</bdi>
          </strong>
          {balance.data.trial && <span className="trial-tag">{t('header.trial')}</span>}
        </span>
        <RefreshBalanceButton label={t('memberCentre.refreshBalance')} small />
      </span>
      {/* Only when the operator connected transfer-wallet game vendors: where the balance sits. */}
      {subWallets.length > 0 && (
        <span className="member__meta">
          {[
            `${t('memberCentre.mainWallet')} ${formatMoney(mainBalance, currency)}`,
            ...subWallets.map((sub) => `${sub.vendorCode} ${formatMoney(sub.balance, currency)}`),
          ].map((part, index) => (
            <bdi key={part}>
              {index > 0 && ' · '}
              {part}
            </bdi>
          ))}
        </span>
      )}
    </>
  );
}

/** Deposit, Withdraw, Bank account: the three big buttons of the platform family's member centre. */
function WalletButtons(): ReactElement | null {
  const { t } = useTranslation();
  if (!isFeatureAvailable('deposit')) return null;
  return (
    <nav className="card member__wallet" aria-label={t('memberCentre.wallet')}>
      <CashierLink className="member__big" to="/m/voucherCenter">
        <Icon name="wallet" />
        {t('memberCentre.deposit')}
      </CashierLink>
      {isFeatureAvailable('withdraw') && (
        <CashierLink className="member__big" to="/m/withdraw">
          <Icon name="arrowOut" />
          {t('memberCentre.withdraw')}
        </CashierLink>
      )}
      {isFeatureAvailable('walletRecords') && (
        <Link className="member__big" to="/m/member/bankCards">
          <Icon name="card" />
          {t('memberCentre.bankAccount')}
        </Link>
      )}
    </nav>
  );
}

/** Record entries of the wallet release, each shown once its feature is available. */
const RECORD_ENTRIES = [
  { feature: 'bettingRecord', path: '/m/gameRecord', icon: 'receipt', label: 'betHistory' },
  { feature: 'walletRecords', path: '/m/member/profitLoss', icon: 'chart', label: 'profitLoss' },
  { feature: 'walletRecords', path: '/m/member/depositRecord', icon: 'wallet', label: 'depositRecord' },
  { feature: 'walletRecords', path: '/m/member/withdrawRecord', icon: 'arrowOut', label: 'withdrawRecord' },
  { feature: 'walletRecords', path: '/m/member/transactions', icon: 'receipt', label: 'transactions' },
] as const;

function Entries({
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
        {RECORD_ENTRIES.filter((entry) => isFeatureAvailable(entry.feature)).map((entry) => (
          <li key={entry.path}>
            <Link className="member__entry" to={entry.path}>
              <Icon name={entry.icon} />
              {t(`memberCentre.${entry.label}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link className="member__entry" to="/m/member/home?view=profile">
            <Icon name="user" />
            {t('memberCentre.profile')}
          </Link>
        </li>
        <li>
          <Link className="member__entry" to="/m/member/home?view=security">
            <Icon name="shield" />
            {t('memberCentre.security')}
          </Link>
        </li>
        <li>
          <Link className="member__entry" to="/m/help">
            <Icon name="help" />
            {t('memberCentre.help')}
          </Link>
        </li>
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

function EditRow({
  label,
  current,
  onSave,
  validate,
  needsPassword,
  once,
}: {
  label: string;
  current: string | null;
  onSave: (value: string, password: string) => Promise<unknown>;
  validate?: (value: string) => string | undefined;
  needsPassword?: boolean;
  once?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const locked = once === true && Boolean(current);
  if (!editing)
    return (
      <li>
        <span>{label}</span>
        <span className="rows__value">
          {current || t('memberCentre.notSet')}
          {!locked && (
            <button
              type="button"
              className="text-link"

              onClick={() => setEditing(true)}
            >
              {t('memberCentre.edit')}
              <span className="visually-hidden"> {label}</span>
            </button>
          )}
        </span>
      </li>
    );
  return (
    <li style={{ display: 'block', paddingBlock: 10 }}>
      <form
        className="auth__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = validate?.(value.trim());
          setError(problem);
          if (problem || busy) return;
          setBusy(true);
          onSave(value.trim(), password).then(
            () => {
              setBusy(false);
              setEditing(false);
              showToast(t('memberCentre.saved'), 'success', TOAST_DURATION.loginArea);
            },
            (failure: unknown) => {
              setBusy(false);
              setError(errorText(failure, language, t));
            },
          );
        }}
      >
        {once && <p className="warning">{t('memberCentre.payeeWarning')}</p>}
        <TextField
          label={label}
          name={label}
          value={value}
          onChange={setValue}
          maxLength={128}
          error={error}
        />
        {needsPassword && (
          <PasswordField
            label={t('memberCentre.emailPassword')}
            name="password"
            value={password}
            onChange={setPassword}
          />
        )}
        <div className="auth__actions">
          <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('memberCentre.save')}
          </button>
        </div>
      </form>
    </li>
  );
}

function ProfileView({ info, refresh }: { info: MemberInfoValue; refresh: () => void }): ReactElement {
  const { t } = useTranslation();
  const required = (value: string): string | undefined =>
    value === '' ? t('accounts.errors.required') : undefined;
  return (
    <section className="member__section card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('memberCentre.profile')}</h2>
      <HeadIconPicker onSaved={refresh} />
      <ul className="rows">
        <li>
          <span>{t('accounts.username')}</span>
          <bdi className="rows__value">{info.account}</bdi>
        </li>
        <EditRow
          label={t('accounts.nickname')}
          current={info.nickname}
          validate={required}
          onSave={(value) => accountsApi.updateNickname(value).then(refresh)}
        />
        <EditRow
          label={t('accounts.email')}
          current={info.email}
          needsPassword
          validate={(value) => (isValidEmail(value) ? undefined : t('accounts.errors.emailFormat'))}
          onSave={(value, password) => accountsApi.updateEmail(value, password).then(refresh)}
        />
        <EditRow
          label={t('accounts.payeeName')}
          current={info.payeeName}
          once
          validate={required}
          onSave={(value) => accountsApi.updatePayeeName(value).then(refresh)}
        />
        <li>
          <span>{t('memberCentre.mobile')}</span>
          <bdi className="rows__value">{info.mobileNum ?? t('memberCentre.notSet')}</bdi>
        </li>
      </ul>
    </section>
  );
}

function SecurityView(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useQuery({ queryKey: ['securityConfig'], queryFn: accountsApi.securityConfig });
  if (!config.data)
    return config.isError ? <p role="alert">{errorText(config.error, language, t)}</p> : <ScreenSpinner />;
  const { score, lastLoginAt, lastLoginIp, items } = config.data;
  return (
    <section className="member__section card" aria-labelledby="security-title">
      <h2 id="security-title">{t('memberCentre.security')}</h2>
      <div className="score">
        <span>{t('memberCentre.score')}</span>
        <meter
          className="score__meter"
          min={0}
          max={100}
          low={40}
          high={80}
          optimum={100}
          value={score}
          aria-label={t('memberCentre.score')}
        />
        <strong>{t('memberCentre.scoreValue', { score })}</strong>
      </div>
      <ul className="rows">
        <li>
          <span>{t('memberCentre.lastLogin')}</span>
          <span className="rows__value rows__value--wrap">
            {lastLoginAt
              ? t('memberCentre.lastLoginValue', {
                  time: `\u2068${formatDateTime(lastLoginAt, language)}\u2069`,
                  ip: `\u2068${lastLoginIp ?? ''}\u2069`,
                })
              : t('memberCentre.notSet')}
          </span>
        </li>
        <li>
          <span>{t('memberCentre.loginPassword')}</span>
          <Link className="text-link" to="/m/changePsw">
            {items.loginPassword ? t('memberCentre.change') : t('memberCentre.set')}
            <span className="visually-hidden"> {t('memberCentre.loginPassword')}</span>
          </Link>
        </li>
        {isFeatureAvailable('walletRecords') && (
          <>
            <li>
              <span>{t('memberCentre.bankCards')}</span>
              <Link className="text-link" to="/m/member/bankCards">
                {t('memberCentre.change')}
                <span className="visually-hidden"> {t('memberCentre.bankCards')}</span>
              </Link>
            </li>
            <li>
              <span>{t('memberCentre.paymentPassword')}</span>
              <Link className="text-link" to="/m/member/paymentPassword">
                {items.paymentPassword ? t('memberCentre.change') : t('memberCentre.set')}
                <span className="visually-hidden"> {t('memberCentre.paymentPassword')}</span>
              </Link>
            </li>
          </>
        )}
        <li>
          <span>{t('memberCentre.personalInfo')}</span>
          <Link className="text-link" to="/m/member/home?view=profile">
            {items.payeeName && items.email ? t('memberCentre.change') : t('memberCentre.set')}
            <span className="visually-hidden"> {t('memberCentre.personalInfo')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** Member centre (/m/member/home) with the spec 4 gate, profile and security centre. */
export interface MemberHomeProps {
  /** Opens the shell's sign-out confirmation. */
  onLogout: () => void;
  /** Opens the shell's Cancel / Register now alert for a trial member. */
  onRegisterFirst: () => void;
  /** The message centre's entry with its unread badge (the messaging feature draws it). */
  messagesEntry?: ReactNode;
}

export default function MemberHomeScreen({
  onLogout,
  onRegisterFirst,
  messagesEntry,
}: MemberHomeProps): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useCommonStore((state) => state.session);
  const memberType = useCommonStore((state) => state.memberInfo?.type ?? state.session?.type ?? null);
  const [params] = useSearchParams();
  const view = params.get('view');
  const queryClient = useQueryClient();
  const gate = memberGate(session !== null, memberType);
  const info = useQuery({
    queryKey: ['memberInfo', session?.token ?? ''],
    queryFn: accountsApi.memberInfo,
    enabled: gate === 'open',
  });
  useEffect(() => {
    if (info.data) applyMemberInfo(info.data);
  }, [info.data]);
  useEffect(() => {
    if (gate === 'registerFirst') onRegisterFirst();
  }, [gate, onRegisterFirst]);
  if (gate === 'login') return <Navigate to={LOGIN_PATH} replace />;
  if (gate === 'registerFirst') return <Navigate to={HOME_PATH} replace />;
  const refresh = (): void => void queryClient.invalidateQueries({ queryKey: ['memberInfo'] });
  return (
    <div className="member">
      <h1 className="visually-hidden">{t('title.memberHome')}</h1>
      {info.data ? (
        <>
          <ProfileCard info={info.data} />
          {view === 'profile' ? (
            <ProfileView info={info.data} refresh={refresh} />
          ) : view === 'security' ? (
            <SecurityView />
          ) : (
            <>
              <WalletButtons />
              <Entries onLogout={onLogout} messagesEntry={messagesEntry} />
            </>
          )}
        </>
      ) : info.isError ? (
        <p role="alert">{errorText(info.error, language, t)}</p>
      ) : (
        <ScreenSpinner />
      )}
    </div>
  );
}
