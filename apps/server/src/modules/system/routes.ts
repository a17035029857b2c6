import { endpoints } from '@openlobby/contract';
import type { ContractRouteOptions } from '../../platform/contract-route.ts';
import type { SystemService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

/** The client needs these while in maintenance or restricted: they drive the status pages. */
const exempt: ContractRouteOptions = { statusGate: 'exempt' };

export function registerSystemRoutes(app: App, service: SystemService): void {
  app.contractRoute(endpoints.systemStatus, (_input, ctx) => service.status(ctx.merchant, ctx.ip), exempt);
  app.contractRoute(endpoints.whitelabel, (_input, ctx) => service.whitelabel(ctx.merchant), exempt);
  app.contractRoute(
    endpoints.consolidatedSettings,
    (_input, ctx) => service.consolidated(ctx.merchant, ctx.language, ctx.ip),
    exempt,
  );
  app.contractRoute(endpoints.templates, (_input, ctx) => service.templates(ctx.merchant), exempt);
  app.contractRoute(endpoints.country, (_input, ctx) => service.countries(ctx.language), exempt);
  app.contractRoute(
    endpoints.helpCenter,
    (input, ctx) => service.helpCenter(ctx.merchant, input.lang ?? ctx.language),
    exempt,
  );
  app.contractRoute(endpoints.domainRoute, (_input, ctx) => service.domainRoute(ctx.merchant), exempt);
  app.contractRoute(
    endpoints.customerService,
    (_input, ctx) => service.customerService(ctx.merchant),
    exempt,
  );
  app.contractRoute(endpoints.downloadLinks, (_input, ctx) => service.downloadLinks(ctx.merchant), exempt);
  // MCSFE_getListAnnouncements is served by the messaging module: it adds each member's read flags.
}
