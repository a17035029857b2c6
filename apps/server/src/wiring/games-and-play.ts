/**
 * The play side: the game catalogue and its icons, the seamless wallet vendors call, the house
 * studio (a vendor of our own), the house lottery and its engine, and the sweep of dead launch
 * tokens. Decorates the app with games, lottery and seamlessSweep for tests and tooling.
 */
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Rasterizer } from '../modules/cdn/raster.ts';
import { createGameCentreRepository } from '../modules/games/centre.repository.ts';
import { registerGameCentreRoutes } from '../modules/games/centre-routes.ts';
import { createGameCentreService } from '../modules/games/centre-service.ts';
import { registerGameIconRoutes } from '../modules/games/icon-routes.ts';
import { createGamesRepository } from '../modules/games/repository.ts';
import { playabilityOf } from '../modules/games/playability.ts';
import { registerGamesRoutes } from '../modules/games/routes.ts';
import { createGamesService } from '../modules/games/service.ts';
import { createLotteryEngine } from '../modules/lottery/engine.ts';
import { createLotteryRepository } from '../modules/lottery/repository.ts';
import { registerLotteryRoutes } from '../modules/lottery/routes.ts';
import { createLotteryService } from '../modules/lottery/service.ts';
import { createSeamlessRepository } from '../modules/seamless/repository.ts';
import { registerSeamlessRoutes } from '../modules/seamless/routes.ts';
import { createSeamlessService } from '../modules/seamless/service.ts';
import { createSeamlessSweep } from '../modules/seamless/sweep.ts';
import { vendorSecret } from '../modules/seamless/vendor-secrets.ts';
import { createStudioRepository } from '../modules/studio/repository.ts';
import { registerStudioRoutes } from '../modules/studio/routes.ts';
import { injectSeamlessWallet } from '../modules/studio/seamless-client.ts';
import { createStudioService } from '../modules/studio/service.ts';
import type { WalletService } from '../modules/wallet/service.ts';
import type { CacheBus } from '../platform/cache-bus.ts';
import type { MerchantDirectory } from '../platform/request-context.ts';
import type { App } from '../platform/typed-app.ts';

export interface PlayDeps {
  readonly config: AppConfig;
  readonly database: Database;
  readonly serverSecret: string;
  readonly wallet: WalletService;
  readonly merchants: MerchantDirectory;
  /** Shared with the CDN's banners: one drawing cache. */
  readonly rasterizer: Rasterizer;
  readonly now: () => Date;
  /** Runs the lottery engine's ticks (tests tick it themselves). */
  readonly lotteryScheduler: boolean;
  /** Catalogue changes drop every instance's lists. */
  readonly cacheBus: CacheBus;
}

export function registerPlay(app: App, deps: PlayDeps): void {
  const { config, database, serverSecret, wallet, rasterizer, now, lotteryScheduler } = deps;
  const gamesRepository = createGamesRepository(database.db);
  const playability = playabilityOf(config.seamless);
  const games = createGamesService({ repository: gamesRepository, playability, cacheBus: deps.cacheBus });
  app.decorate('games', games);
  registerGamesRoutes(app, games);
  registerGameCentreRoutes(
    app,
    createGameCentreService({
      repository: createGameCentreRepository(database.db),
      enabledVendorId: (code) => gamesRepository.enabledVendorId(code),
      playability,
    }),
  );
  registerGameIconRoutes(app, games, deps.merchants, rasterizer);
  const seamlessRepository = createSeamlessRepository(database.db);
  const seamless = createSeamlessService({
    repository: seamlessRepository,
    wallet,
    games,
    serverSecret: serverSecret,
    seamless: config.seamless,
    now,
    cacheBus: deps.cacheBus,
  });
  // Vendors are a few servers making many calls each: far above one player's per-IP allowance.
  registerSeamlessRoutes(app, seamless, config.rateLimitPerMinute * 50);
  // The house studio calls the seamless wallet like any vendor, signed with its derived secret.
  const secrets = { serverSecret: serverSecret, seamless: config.seamless };
  registerStudioRoutes(
    app,
    createStudioService({
      repo: createStudioRepository(database.db),
      wallet: injectSeamlessWallet(app, (vendor) => vendorSecret(secrets, vendor)),
      now,
      guard: (memberId, amountMinor, scale) =>
        wallet.deps.protection.check({ memberId, action: 'bet', amountMinor, scale }),
    }),
  );
  const lotteryRepository = createLotteryRepository(database.db);
  registerLotteryRoutes(app, createLotteryService({ repository: lotteryRepository, wallet, games, now }));
  const lottery = createLotteryEngine({ repository: lotteryRepository, wallet, now, logger: app.log });
  app.decorate('lottery', lottery);
  if (lotteryScheduler) lottery.start();
  app.addHook('onClose', () => lottery.stop());
  const seamlessSweep = createSeamlessSweep({
    repository: seamlessRepository,
    now,
    bonuses: () => wallet.bonus.sweep(),
    onError: (error) => app.log.error({ err: error }, 'seamless sweep failed'),
    db: database.db,
    logger: app.log,
  });
  app.decorate('seamlessSweep', seamlessSweep);
  app.addHook('onReady', (done) => {
    seamlessSweep.start();
    done();
  });
  // Before the owner closes the database (main.ts closes the app first).
  app.addHook('onClose', () => seamlessSweep.stop());
}
