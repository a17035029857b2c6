/**
 * Merchant settings under /ops: reading needs settings.read, switching maintenance or a
 * whitelabel flag or the time zone, and changing limits, region rules, registration fields or a
 * deposit channel settings.manage (admin); the deposit channels are listed with payments.read.
 * Each operator sees and changes only its own merchant.
 */
import {
  OPS_SETTINGS_PATHS,
  OPS_SETTINGS_RULES_PATHS,
  opsDepositChannelParams,
  opsDepositChannelRequest,
  opsLimitsRequest,
  opsRegionRequest,
  opsRegistrationRequest,
  opsSwitchRequest,
  opsMinimumAgeRequest,
  opsTimeZoneRequest,
  opsWhitelabelParams,
} from '@openlobby/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createSystemRepository } from '../system/repository.ts';
import { createSettingsRepository } from './repository.ts';
import { type CountryLookup } from '../../platform/region.ts';
import { geoIpCountry } from '../../platform/geo-ip.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createEditable } from './editable.ts';
import { createEditableRepository } from './editable.repository.ts';
import { merchantRulesOf } from './rules.ts';
import { createSettings } from './service.ts';
import { registerChannelAdminRoutes } from '../payments/channels.routes.ts';

export interface SettingsWiring {
  readonly db: Db;
  readonly config: Pick<AppConfig, 'wallet' | 'region'>;
  readonly lobby: { contentChanged(): void };
  readonly auth: OperatorAuth;
  readonly now: () => Date;
  /** The geo-IP lookup of the region gate (refusing rules that block the operator's own address). */
  readonly lookupCountry?: CountryLookup;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerSettingsRoutes(app: App, w: SettingsWiring): void {
  const rules = merchantRulesOf(w.db, w.config);
  const system = createSystemRepository(w.db);
  const settings = createSettings({
    repository: system,
    settings: createSettingsRepository(w.db),
    lobby: w.lobby,
    config: w.config,
    rules,
    now: w.now,
  });
  const editable = createEditable({
    rules,
    repository: createEditableRepository(w.db),
    lobby: w.lobby,
    lookupCountry: w.lookupCountry ?? geoIpCountry,
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const merchantOf = async (code: string) => {
    const merchant = await system.findMerchant(code);
    if (merchant === null) throw new ApiError('UNKNOWN_MERCHANT');
    return merchant;
  };

  app.get(OPS_SETTINGS_PATHS.settings, { config: opsAccess('settings.read') }, async (request) =>
    ok(await settings.read((await operator(request)).merchantCode, request.ip)),
  );
  app.put(
    OPS_SETTINGS_RULES_PATHS.limits,
    { schema: { body: opsLimitsRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      await editable.setLimits(
        await merchantOf(found.merchantCode),
        request.body,
        operatorActor(found, request),
      );
      return ok(await settings.read(found.merchantCode, request.ip));
    },
  );
  app.put(
    OPS_SETTINGS_RULES_PATHS.region,
    { schema: { body: opsRegionRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      await editable.setRegion(
        await merchantOf(found.merchantCode),
        request.body,
        operatorActor(found, request),
      );
      return ok(await settings.read(found.merchantCode, request.ip));
    },
  );
  app.get(OPS_SETTINGS_RULES_PATHS.registration, { config: opsAccess('settings.read') }, async (request) =>
    ok(await editable.registration(await merchantOf((await operator(request)).merchantCode))),
  );
  app.put(
    OPS_SETTINGS_RULES_PATHS.registration,
    { schema: { body: opsRegistrationRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await editable.setRegistration(
          await merchantOf(found.merchantCode),
          request.body,
          operatorActor(found, request),
        ),
      );
    },
  );
  app.get(OPS_SETTINGS_RULES_PATHS.channels, { config: opsAccess('payments.read') }, async (request) =>
    ok(await editable.channels(await merchantOf((await operator(request)).merchantCode))),
  );
  app.put(
    OPS_SETTINGS_RULES_PATHS.channel,
    {
      schema: { params: opsDepositChannelParams, body: opsDepositChannelRequest },
      config: opsAccess('settings.manage'),
    },
    async (request) => {
      const found = await operator(request);
      return ok(
        await editable.setChannel(
          await merchantOf(found.merchantCode),
          request.params.channelId,
          request.body,
          operatorActor(found, request),
        ),
      );
    },
  );
  registerChannelAdminRoutes(app, w);
  app.put(
    OPS_SETTINGS_PATHS.maintenance,
    { schema: { body: opsSwitchRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await settings.setMaintenance(found.merchantCode, request.body.on, operatorActor(found, request)),
      );
    },
  );
  app.put(
    OPS_SETTINGS_PATHS.whitelabel,
    { schema: { params: opsWhitelabelParams, body: opsSwitchRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await settings.setWhitelabelFlag(
          found.merchantCode,
          request.params.flag,
          request.body.on,
          operatorActor(found, request),
        ),
      );
    },
  );
  app.put(
    OPS_SETTINGS_PATHS.minimumAge,
    { schema: { body: opsMinimumAgeRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await settings.setMinimumAge(
          found.merchantCode,
          request.body.minimumAge,
          operatorActor(found, request),
        ),
      );
    },
  );
  app.put(
    OPS_SETTINGS_PATHS.timeZone,
    { schema: { body: opsTimeZoneRequest }, config: opsAccess('settings.manage') },
    async (request) => {
      const found = await operator(request);
      return ok(
        await settings.setTimeZone(found.merchantCode, request.body.timeZone, operatorActor(found, request)),
      );
    },
  );
}
