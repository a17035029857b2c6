import type { ReactElement, ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useConsolidatedSettings } from '../api/getConsolidatedSettings.ts';
import { IpLimitPage } from './IpLimitPage.tsx';
import { pickStatusPage } from './pickStatusPage.ts';
import { ServiceRestrictedPage } from './ServiceRestrictedPage.tsx';
// Its styles (status-page.css) come with the page itself: see src/entry.ts.

interface SystemStatusGateProps {
  /** Shown while the very first settings load (no cached copy yet). */
  pending: ReactNode;
  children: ReactNode;
}

/**
 * The system-status gate of spec section 4: the lobby, the IP-limit/maintenance page or the
 * service/region page, chosen from the consolidated settings (cached copy first, then fresh).
 */
export function SystemStatusGate({ pending, children }: SystemStatusGateProps): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useConsolidatedSettings(language);
  const applySettings = useCommonStore((state) => state.applySettings);
  const { data, refetch } = settings;

  useEffect(() => {
    if (data) applySettings(data);
  }, [data, applySettings]);

  const recheck = (): void => {
    void refetch();
  };

  if (!data) {
    if (settings.isError) {
      return (
        <main className="status-page" id="main">
          <h1 className="status-page__title">{t('errors.bootFailed')}</h1>
          <p className="status-page__message">{errorText(settings.error, language, t)}</p>
          <button type="button" className="button button--primary" onClick={recheck}>
            {t('common.retry')}
          </button>
        </main>
      );
    }
    return <>{pending}</>;
  }

  switch (pickStatusPage(data.status.status)) {
    case 'ipLimit':
      return <IpLimitPage status={data.status} customerService={data.customerService} onRecheck={recheck} />;
    case 'serviceRestricted':
      return (
        <ServiceRestrictedPage
          status={data.status}
          customerService={data.customerService}
          onRecheck={recheck}
        />
      );
    default:
      return <>{children}</>;
  }
}
