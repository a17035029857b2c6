import { SystemStatus } from '@openlobby/contract/client';

export type StatusPage = 'lobby' | 'ipLimit' | 'serviceRestricted';

/** Spec section 4: 0 lobby, 1 IP-limit (or maintenance) page, 2 service (or region) page. */
export function pickStatusPage(status: number): StatusPage {
  if (status === SystemStatus.IP_OR_MAINTENANCE) return 'ipLimit';
  if (status === SystemStatus.SERVICE_OR_REGION) return 'serviceRestricted';
  return 'lobby';
}
