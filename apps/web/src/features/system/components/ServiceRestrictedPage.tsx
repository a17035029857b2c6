import { type CustomerServiceItem, errorCatalogue, type SystemStatusValue } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { StatusPageLayout } from './StatusPageLayout.tsx';

interface ServiceRestrictedPageProps {
  status: SystemStatusValue;
  customerService: readonly CustomerServiceItem[];
  onRecheck: () => void;
}

/** Status 2: the service is not offered where the player is (region restriction). */
export function ServiceRestrictedPage({
  status,
  customerService,
  onRecheck,
}: ServiceRestrictedPageProps): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <StatusPageLayout
      icon="globe"
      title={t('status.regionTitle')}
      message={errorCatalogue.REGION_RESTRICTED[language]}
      ip={status.ip}
      customerService={customerService}
      onRecheck={onRecheck}
    />
  );
}
