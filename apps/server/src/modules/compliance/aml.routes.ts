/**
 * AML under /ops/aml (contract ops/aml.ts): rules, alerts, one alert, notes, status and the export
 * (compliance.read to look and export, compliance.manage to change). Wired by `registerCompliance`
 * with the monitor (started unless the app's scheduler flag is off; stopped on close).
 */
import {
  OPS_AML_PATHS,
  amlAlertParams,
  amlAlertsRequest,
  amlNoteRequest,
  amlSettings,
  amlStatusRequest,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { geoIpCountry } from '../../platform/geo-ip.ts';
import type { CountryLookup } from '../../platform/region.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { WalletService } from '../wallet/service.ts';
import { createAmlRepository } from './aml.repository.ts';
import { type AmlService, createAmlService } from './aml.service.ts';
import { type AmlMonitor, createAmlMonitor } from './aml-monitor.ts';
import { registerMemberProtectionRoutes } from './member-protection.routes.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export interface ComplianceWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
  readonly scheduler: boolean;
  /** Seconds between scans. */
  readonly scanSeconds: number;
  readonly lookupCountry?: CountryLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    aml: { readonly monitor: AmlMonitor; readonly service: AmlService };
  }
}

export function registerAmlRoutes(app: App, service: AmlService, auth: OperatorAuth): void {
  const operator = operatorOf(auth);
  app.get(OPS_AML_PATHS.settings, { config: opsAccess('compliance.read') }, async (request) =>
    ok(await service.settings((await operator(request)).merchantId)),
  );
  app.put(
    OPS_AML_PATHS.settings,
    { schema: { body: amlSettings }, config: opsAccess('compliance.manage') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.saveSettings(operatorActor(who, request), who.merchantId, request.body));
    },
  );
  app.get(
    OPS_AML_PATHS.alerts,
    { schema: { querystring: amlAlertsRequest }, config: opsAccess('compliance.read') },
    async (request) => ok(await service.alerts((await operator(request)).merchantId, request.query)),
  );
  app.get(
    OPS_AML_PATHS.alert,
    { schema: { params: amlAlertParams }, config: opsAccess('compliance.read') },
    async (request) => ok(await service.alert((await operator(request)).merchantId, request.params.alertId)),
  );
  app.post(
    OPS_AML_PATHS.note,
    { schema: { params: amlAlertParams, body: amlNoteRequest }, config: opsAccess('compliance.manage') },
    async (request) => {
      const who = await operator(request);
      return ok(
        await service.note(
          operatorActor(who, request),
          who.merchantId,
          request.params.alertId,
          request.body.body,
        ),
      );
    },
  );
  app.post(
    OPS_AML_PATHS.status,
    { schema: { params: amlAlertParams, body: amlStatusRequest }, config: opsAccess('compliance.manage') },
    async (request) => {
      const who = await operator(request);
      return ok(
        await service.setStatus(
          operatorActor(who, request),
          who.merchantId,
          request.params.alertId,
          request.body,
        ),
      );
    },
  );
  app.get(
    OPS_AML_PATHS.export,
    { schema: { params: amlAlertParams }, config: opsAccess('compliance.read') },
    async (request, reply) => {
      const who = await operator(request);
      const document = await service.export(who.merchantId, request.params.alertId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="aml-alert-${request.params.alertId}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );
}

export function registerCompliance(app: App, w: ComplianceWiring): AmlMonitor {
  const repository = createAmlRepository(w.db);
  const service = createAmlService({ repository, wallet: w.wallet, now: w.now });
  registerAmlRoutes(app, service, w.auth);
  registerMemberProtectionRoutes(app, w);
  const monitor = createAmlMonitor({
    db: w.db,
    repository,
    wallet: w.wallet,
    lookupCountry: w.lookupCountry ?? geoIpCountry,
    now: w.now,
    logger: app.log,
  });
  app.decorate('aml', { monitor, service });
  if (w.scheduler) monitor.start(w.scanSeconds * 1000);
  app.addHook('onClose', () => monitor.stop());
  return monitor;
}
