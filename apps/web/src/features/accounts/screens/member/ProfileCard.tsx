import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../../shared/ui/Icon.tsx';
import { CopyButton } from '../../../../shared/ui/CopyButton.tsx';
import type { MemberInfoValue } from '../../api/accountsApi.ts';
import { MemberBalance } from './MemberBalance.tsx';

/** The member centre's head: picture, name, VIP level, account (with a copy button), join date, balance. */
export function ProfileCard({ info }: { info: MemberInfoValue }): ReactElement {
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
        {/* As in the header: a member without a level has no tag, never a made-up "VIP 0". */}
        {info.clubLabel ? (
          <span className="member__meta">
            <span className="vip-tag">{t('header.vip', { label: info.clubLabel.labelName })}</span>
          </span>
        ) : null}
        <span className="member__meta">
          <span>
            {t('memberCentre.account')}: <bdi>{info.account}</bdi>
          </span>
          <CopyAccountButton account={info.account} />
        </span>
        <span className="member__meta">
          {t('memberCentre.joined', { date: formatDate(info.createdAt, language) })}
        </span>
        <MemberBalance />
      </div>
    </section>
  );
}

function CopyAccountButton({ account }: { account: string }): ReactElement {
  const { t } = useTranslation();
  return <CopyButton value={account} label={t('memberCentre.copy')} copiedText={t('memberCentre.copied')} />;
}
