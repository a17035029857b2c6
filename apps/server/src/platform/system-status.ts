import { SystemStatus } from '@openlobby/contract';

/** Spec section 4: maintenance alone 1, region restriction alone 2, both 1, neither 0. */
export function combineSystemStatus(maintenance: boolean, regionRestricted: boolean): SystemStatus {
  if (maintenance) return SystemStatus.IP_OR_MAINTENANCE;
  if (regionRestricted) return SystemStatus.SERVICE_OR_REGION;
  return SystemStatus.NORMAL;
}
