import { errorCatalogue, type SystemStatusValue } from '@openlobby/contract/client';
import type { CustomerServiceItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { StatusPageLayout } from './StatusPageLayout.tsx';

interface IpLimitPageProps {
  status: SystemStatusValue;
  customerService: readonly CustomerServiceItem[];
  onRecheck: () => void;
}

/** Status 1: maintenance (when the server says so) or an IP limit. */
export function IpLimitPage({ status, customerService, onRecheck }: IpLimitPageProps): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const maintenance = status.maintenance;
  return (
    <StatusPageLayout
      icon={maintenance ? 'megaphone' : 'globe'}
      title={maintenance ? t('status.maintenanceTitle') : t('status.ipLimitTitle')}
      message={maintenance ? errorCatalogue.MAINTENANCE[language] : t('status.ipLimitBody')}
      ip={status.ip}
      customerService={customerService}
      onRecheck={onRecheck}
    />
  );
}
