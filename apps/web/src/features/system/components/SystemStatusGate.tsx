import type { ReactElement, ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
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
    if (!settings.isError) return <>{pending}</>;
    // No copy at all: the shared failed state with its retry, as the whole page (its title the h1).
    return (
      <main className="status-page" id="main">
        <LoadState query={settings} failedTitle={t('errors.bootFailed')} failedHeadingLevel={1} />
      </main>
    );
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
