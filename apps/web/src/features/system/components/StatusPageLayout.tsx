import { CsType, type CustomerServiceItem } from '@openlobby/contract/client';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
// Its styles (status-page.css) come with the page itself: see src/entry.ts.

interface StatusPageLayoutProps {
  icon: IconName;
  title: string;
  message: string;
  ip: string;
  customerService: readonly CustomerServiceItem[];
  onRecheck: () => void;
  children?: ReactNode;
}

/**
 * Where a locked-out player can reach a person: the first customer-service entry that leads outside
 * the lobby (an in-lobby path would only show this page again).
 */
export function serviceLink(entries: readonly CustomerServiceItem[]): string | null {
  const order: readonly string[] = [CsType.CS, CsType.LIVECHAT, CsType.WHATSAPP, CsType.ENCRYPTED_PATH];
  const usable = entries.filter((entry) => /^https?:\/\//.test(entry.path) && order.includes(entry.csType));
  usable.sort((a, b) => order.indexOf(a.csType) - order.indexOf(b.csType));
  return usable[0]?.path ?? null;
}

/** Shared frame of the status pages: full screen, no lobby chrome, a way to try again. */
export function StatusPageLayout({
  icon,
  title,
  message,
  ip,
  customerService,
  onRecheck,
  children,
}: StatusPageLayoutProps): ReactElement {
  const { t } = useTranslation();
  const link = serviceLink(customerService);
  return (
    <main className="status-page" id="main">
      <div className="status-page__badge">
        <Icon name={icon} size={40} />
      </div>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__message">{message}</p>
      {children}
      {ip && <p className="status-page__ip">{t('status.yourIp', { ip })}</p>}
      <div className="status-page__actions">
        {link && (
          <a className="button button--primary" href={link} target="_blank" rel="noopener noreferrer">
            <Icon name="headset" size={20} />
            {t('status.contactService')}
          </a>
        )}
        <button type="button" className="button button--ghost" onClick={onRecheck}>
          {t('status.recheck')}
        </button>
      </div>
    </main>
  );
}
