import { WhitelabelFlag } from '@openlobby/contract/client';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showFreeReject } from '../../../shared/session/cashierGate.ts';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import { SmartLink } from '../../../shared/ui/SmartLink.tsx';
import { useUnreadCounts } from '../api/unreadCount.ts';
import '../components/messaging.css';
import { useMessagingT } from '../i18n/texts.ts';
import { startLiveChat } from '../model/liveChat.ts';
import { type CentreRow, messageCentreRows, type RowKey } from '../model/messageCentre.ts';

const HOME_PATH = '/m/home';
const ROW_ICONS: Record<RowKey, IconName> = {
  messagingApp: 'phone',
  announcements: 'megaphone',
  messages: 'bell',
  liveChat: 'chat',
  affiliateService: 'headset',
};

function RowContent({ row, label }: { row: CentreRow; label: string }): ReactNode {
  return (
    <>
      <span className="centre-row__icon" aria-hidden="true">
        <Icon name={ROW_ICONS[row.key]} />
      </span>
      <span className="centre-row__label">{label}</span>
      {/* A space between label and count, so the text reads "Announcements 5" as the name does
          (label in name), not "Announcements5". */}
      {row.badge && ' '}
      {row.badge && (
        <span className="centre-row__badge" aria-hidden="true">
          {row.badge}
        </span>
      )}
      <span className="centre-row__chevron" aria-hidden="true">
        <Icon name="chevron" size={18} />
      </span>
    </>
  );
}

function Row({ row }: { row: CentreRow }): ReactElement {
  const { t } = useMessagingT();
  const language = useLanguage();
  const label = t(`centre.${row.key}`);
  const name = row.badge ? t('centre.withBadge', { label, count: row.badge }) : undefined;
  const content = <RowContent row={row} label={label} />;
  if (row.action.kind === 'link') {
    return (
      <SmartLink className="centre-row" href={row.action.href} aria-label={name}>
        {content}
      </SmartLink>
    );
  }
  const onClick =
    row.action.kind === 'freeReject'
      ? () => showFreeReject(language)
      : () => void startLiveChat(language, '/m/message');
  return (
    <button type="button" className="centre-row" aria-label={name} onClick={onClick}>
      {content}
    </button>
  );
}

/**
 * Message centre (/m/message, spec 2.13): its own header (the shell shows none here) whose back
 * arrow returns home, then the rows with unread badges for members.
 */
export default function MessageCentreScreen(): ReactElement {
  const { t } = useMessagingT();
  const { t: shellT } = useTranslation();
  const navigate = useNavigate();
  const viewer = useSessionViewer();
  const customerService = useCommonStore((state) => state.customerService);
  const chatOn = useCommonStore((state) => state.whitelabel[WhitelabelFlag.CBS3] === true);
  const counts = useUnreadCounts().data;
  const rows = messageCentreRows({ viewer, customerService, chatOn, counts });
  return (
    <div className="centre">
      <div className="app-header">
        <button
          type="button"
          className="icon-button"
          aria-label={shellT('common.back')}
          onClick={() => void navigate(HOME_PATH)}
        >
          <Icon name="back" />
        </button>
        <h1 className="app-header__title">{shellT('title.message')}</h1>
      </div>
      <nav aria-label={t('centre.rows')}>
        <ul className="centre__rows card">
          {rows.map((row) => (
            <li key={row.key}>
              <Row row={row} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
