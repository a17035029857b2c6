import { WhitelabelFlag } from '@openlobby/contract/client';
import type { ReactElement, ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isFeatureAvailable } from '../../../shared/featureAvailability.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate, showFreeReject } from '../../../shared/session/cashierGate.ts';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import { SmartLink } from '../../../shared/ui/SmartLink.tsx';
import { useChatAvailability } from '../api/chatAvailability.ts';
import { useMessagingT } from '../i18n/texts.ts';
import { startLiveChat } from '../model/liveChat.ts';
import { customerServiceEntries, type ServiceEntry, type ServiceKey } from '../model/customerService.ts';
import '../../../shared/ui/choice-list.css';
import './service.css';

const LOGIN_PATH = '/m/login';
const ICONS: Record<ServiceKey, IconName> = {
  liveChat: 'chat',
  whatsapp: 'phone',
  messagingApp: 'chat',
  servicePage: 'headset',
  help: 'help',
};

/**
 * What live chat's row promises: someone online and the usual wait, or the hours and the inbox;
 * when nobody could be asked, it says so (the row still opens the chat).
 */
function LiveChatHint({ availability }: { availability: ReturnType<typeof useChatAvailability> }): ReactNode {
  const { t } = useMessagingT();
  const { data, isError } = availability;
  if (data === undefined) return isError ? t('service.liveChatUnknown') : t('service.liveChatHint');
  if (data.agentsOnline > 0) return t('service.liveChatOnline', { minutes: data.replyMinutes });
  const { from, to, timeZone } = data.openingHours;
  return (
    <Trans
      t={t}
      i18nKey="service.liveChatOffline"
      values={{ from, to, zone: timeZone }}
      components={{ range: <span className="service-hours" />, zone: <bdi dir="ltr" /> }}
    />
  );
}

function EntryContent({ entry, hint }: { entry: ServiceEntry; hint?: ReactNode }): ReactElement {
  const { t } = useMessagingT();
  return (
    <>
      <span className="choice__icon service-entry__icon" aria-hidden="true">
        <Icon name={ICONS[entry.key]} />
      </span>
      <span className="choice__text">
        <span className="choice__name">{t(`service.${entry.key}`)}</span>
        <span className="choice__hint">{hint ?? t(`service.${entry.key}Hint`)}</span>
      </span>
      <span className="choice__chevron" aria-hidden="true">
        <Icon name="chevron" size={18} />
      </span>
    </>
  );
}

/**
 * Customer service (home's quick link and floating button): the ways to reach a person, live chat
 * first, and the help centre last. Live chat follows the message centre's gate: guests log in, a
 * trial member gets free_reject (spec 4).
 */
export default function CustomerServiceSheet({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useMessagingT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useLanguage();
  const customerService = useCommonStore((state) => state.customerService);
  const chatOn = useCommonStore((state) => state.whitelabel[WhitelabelFlag.CBS3] === true);
  const { loggedIn, type } = useSessionViewer();
  const entries = customerServiceEntries({
    customerService,
    chatOn: chatOn && isFeatureAvailable('liveChat'),
    helpOn: isFeatureAvailable('help'),
  });
  const availability = useChatAvailability(entries.some((entry) => entry.kind === 'liveChat'));
  const chat = (): void => {
    onClose();
    const gate = trialRefusingGate(loggedIn, type);
    if (gate === 'login') void navigate(LOGIN_PATH);
    else if (gate === 'freeReject') showFreeReject(language);
    else void startLiveChat(language, pathname);
  };
  return (
    <Dialog open title={t('service.title')} onClose={onClose}>
      <ul className="choice-list service-entries" aria-label={t('service.entries')}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'liveChat' ? (
              <button type="button" className="choice service-entry" onClick={chat}>
                <EntryContent entry={entry} hint={<LiveChatHint availability={availability} />} />
              </button>
            ) : (
              <SmartLink className="choice service-entry" href={entry.href} onClick={onClose}>
                <EntryContent entry={entry} />
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
