import { WhitelabelFlag } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isFeatureAvailable } from '../../../shared/featureAvailability.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { inboxAndChatGate, showFreeReject } from '../../../shared/session/cashierGate.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import { SmartLink } from '../../../shared/ui/SmartLink.tsx';
import { type ChatAvailability, useChatAvailability } from '../api/chatAvailability.ts';
import { useMessagingT } from '../i18n/texts.ts';
import { startLiveChat } from '../model/liveChat.ts';
import { customerServiceEntries, type ServiceEntry, type ServiceKey } from '../model/customerService.ts';
import './service.css';

const LOGIN_PATH = '/m/login';
const ICONS: Record<ServiceKey, IconName> = {
  liveChat: 'chat',
  whatsapp: 'phone',
  messagingApp: 'chat',
  servicePage: 'headset',
  help: 'help',
};

/** What live chat's row promises: someone online and the usual wait, or the hours and the inbox. */
function liveChatHint(t: ReturnType<typeof useMessagingT>['t'], availability: ChatAvailability | undefined) {
  if (availability === undefined) return t('service.liveChatHint');
  if (availability.agentsOnline > 0)
    return t('service.liveChatOnline', { minutes: availability.replyMinutes });
  const { from, to, timeZone } = availability.openingHours;
  return t('service.liveChatOffline', { from, to, zone: timeZone });
}

function EntryContent({ entry, hint }: { entry: ServiceEntry; hint?: string }): ReactElement {
  const { t } = useMessagingT();
  return (
    <>
      <span className="service-entry__icon" aria-hidden="true">
        <Icon name={ICONS[entry.key]} />
      </span>
      <span className="service-entry__text">
        <span className="service-entry__label">{t(`service.${entry.key}`)}</span>
        <span className="service-entry__hint">{hint ?? t(`service.${entry.key}Hint`)}</span>
      </span>
      <span className="service-entry__chevron" aria-hidden="true">
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
  const loggedIn = useCommonStore((state) => state.session !== null);
  const type = useCommonStore((state) => state.memberInfo?.type ?? state.session?.type ?? null);
  const entries = customerServiceEntries({
    customerService,
    chatOn: chatOn && isFeatureAvailable('liveChat'),
    helpOn: isFeatureAvailable('help'),
  });
  const availability = useChatAvailability(entries.some((entry) => entry.kind === 'liveChat')).data;
  const chat = (): void => {
    onClose();
    const gate = inboxAndChatGate(loggedIn, type);
    if (gate === 'login') void navigate(LOGIN_PATH);
    else if (gate === 'freeReject') showFreeReject(language);
    else void startLiveChat(language, pathname);
  };
  return (
    <Dialog open title={t('service.title')} onClose={onClose}>
      <ul className="service-entries" aria-label={t('service.entries')}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'liveChat' ? (
              <button type="button" className="service-entry" onClick={chat}>
                <EntryContent entry={entry} hint={liveChatHint(t, availability)} />
              </button>
            ) : (
              <SmartLink className="service-entry" href={entry.href} onClick={onClose}>
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
