import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi, type MemberInfoValue } from '../../api/accountsApi.ts';
import { HeadIconPicker } from '../../components/HeadIconPicker.tsx';
import { isValidEmail } from '../../model/validation.ts';
import { EditRow } from './EditRow.tsx';

/** The profile view (?view=profile): head icon, nickname, e-mail, payee name (once), mobile. */
export function ProfileView({ info, refresh }: { info: MemberInfoValue; refresh: () => void }): ReactElement {
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
