/**
 * Merchant settings under /ops: reading needs settings.read, switching maintenance or a
 * whitelabel flag or the time zone settings.manage. Each operator sees and changes only its own merchant.
 */
import {
  OPS_SETTINGS_PATHS,
  opsSwitchRequest,
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
import { createSettings } from './service.ts';

export interface SettingsWiring {
  readonly db: Db;
  readonly config: Pick<AppConfig, 'wallet' | 'region'>;
  readonly lobby: { contentChanged(): void };
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerSettingsRoutes(app: App, w: SettingsWiring): void {
  const settings = createSettings({
    repository: createSystemRepository(w.db),
    settings: createSettingsRepository(w.db),
    lobby: w.lobby,
    config: w.config,
    now: w.now,
  });
  const operator = operatorOf(w.auth);

  app.get(OPS_SETTINGS_PATHS.settings, { config: opsAccess('settings.read') }, async (request) =>
    ok(await settings.read((await operator(request)).merchantCode)),
  );
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
