/**
 * The game catalogue under /ops: reading needs games.read, changing it games.manage. The import
 * routes take a whole vendor file, so they accept a larger body than the rest of the API. Probing a
 * vendor's reachability only reads (games.read) and is counted per operator instead of audited.
 */
import {
  OPS_GAMES_PATHS,
  OPS_IMPORT_MAX_BYTES,
  opsCategoryOrderRequest,
  opsEnabledRequest,
  opsGameParams,
  opsGameUpdateRequest,
  opsGamesRequest,
  opsImportRequest,
  opsVendorParams,
} from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createOpsCatalogueRepository } from './ops-catalogue.repository.ts';
import { createOpsGames } from './ops-service.ts';
import { playabilityOf } from './playability.ts';
import type { GamesService } from './service.ts';
import { createVendorProbe } from './vendor-probe.ts';

export interface OpsGamesWiring {
  readonly db: Db;
  readonly games: GamesService;
  readonly auth: OperatorAuth;
  readonly seamless: SeamlessConfig;
  readonly now: () => Date;
  /** How long a vendor probe may take (tests shorten it); 3 s by default. */
  readonly probeTimeoutMs?: number;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerOpsGamesRoutes(app: App, w: OpsGamesWiring): void {
  const service = createOpsGames({
    repository: createOpsCatalogueRepository(w.db),
    lobby: w.games,
    playability: playabilityOf(w.seamless),
    seamless: w.seamless,
    probe: createVendorProbe({ seamless: w.seamless, now: w.now, timeoutMs: w.probeTimeoutMs }),
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const read = opsAccess('games.read');
  const manage = opsAccess('games.manage');

  app.get(OPS_GAMES_PATHS.vendors, { config: read }, async () => ok({ content: await service.vendors() }));
  app.put(
    OPS_GAMES_PATHS.vendorEnabled,
    { schema: { params: opsVendorParams, body: opsEnabledRequest }, config: manage },
    async (request) => {
      const by = operatorActor(await operator(request), request);
      await service.setVendorEnabled(request.params.vendorCode, request.body.enabled, by);
      return ok({ content: await service.vendors() });
    },
  );
  app.post(
    OPS_GAMES_PATHS.vendorProbe,
    { schema: { params: opsVendorParams }, config: read },
    async (request) => ok(await service.probeVendor(request.params.vendorCode, (await operator(request)).id)),
  );
  app.get(OPS_GAMES_PATHS.categories, { config: read }, async () =>
    ok({ content: await service.categories() }),
  );
  app.put(
    OPS_GAMES_PATHS.categoryOrder,
    { schema: { body: opsCategoryOrderRequest }, config: manage },
    async (request) => {
      await service.setCategoryOrder(request.body.codes, operatorActor(await operator(request), request));
      return ok({ content: await service.categories() });
    },
  );
  app.get(
    OPS_GAMES_PATHS.games,
    { schema: { querystring: opsGamesRequest }, config: read },
    async (request) => ok(await service.games(request.query, (await operator(request)).merchantCode)),
  );
  app.put(
    OPS_GAMES_PATHS.game,
    { schema: { params: opsGameParams, body: opsGameUpdateRequest }, config: manage },
    async (request) => {
      const found = await operator(request);
      return ok(
        await service.updateGame(
          request.params.gameId,
          request.body,
          operatorActor(found, request),
          found.merchantCode,
        ),
      );
    },
  );
  const importOptions = {
    schema: { body: opsImportRequest },
    config: manage,
    bodyLimit: OPS_IMPORT_MAX_BYTES,
  };
  app.post(OPS_GAMES_PATHS.importPreview, importOptions, async (request) =>
    ok({ diff: await service.previewImport(request.body.catalogue), applied: false }),
  );
  app.post(OPS_GAMES_PATHS.importApply, importOptions, async (request) => {
    const by = operatorActor(await operator(request), request);
    return ok({ diff: await service.applyImport(request.body.catalogue, by), applied: true });
  });
}
