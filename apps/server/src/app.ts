/**
 * Builds the whole server as one Fastify instance: platform plugins first (logging, security
 * headers, compression, rate limits, validation, errors, OpenAPI), then the modules, then the web
 * app. Tests call buildApp with their own config and database; main.ts adds listen and shutdown.
 */
import { MAX_REQUEST_BODY_BYTES } from '@openlobby/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config-trust-proxy.ts';
import type { Database } from './db/database.ts';
import { registerAccountsRoutes } from './modules/accounts/routes.ts';
import { type AccountsServiceOptions, createAccountsService } from './modules/accounts/service.ts';
import { createRasterizer } from './modules/cdn/raster.ts';
import { registerCdnRoutes } from './modules/cdn/routes.ts';
import { registerMembers } from './modules/members/register.ts';
import { registerPayments } from './modules/payments/register.ts';
import { registerReports } from './modules/reports/register.ts';
import { registerOpsGamesRoutes } from './modules/games/ops-routes.ts';
import { registerOpsPromotionRoutes } from './modules/promotions/ops-routes.ts';
import { registerOpsLotteryRoutes } from './modules/lottery/ops-routes.ts';
import { registerSettingsRoutes } from './modules/settings/routes.ts';
import { registerUploadsRoutes } from './modules/uploads/routes.ts';
import { uploadImageOrigins } from './config-uploads.ts';
import { registerContentOpsRoutes } from './modules/messaging/content-ops-routes.ts';
import { registerHelpContentRoutes } from './modules/messaging/help-content-routes.ts';
import type { LotteryEngine } from './modules/lottery/engine.ts';
import type { ChatHub } from './modules/chat/socket-hub.ts';
import { createRewardsRepository } from './modules/rewards/repository.ts';
import { registerRewardsRoutes } from './modules/rewards/routes.ts';
import { registerAgentLinks } from './modules/agents/links.routes.ts';
import { registerPromotions } from './modules/promotions/wiring.ts';
import { createRewardsService } from './modules/rewards/service.ts';
import { registerRewardExtras } from './modules/rewards/vip-sign-in-wiring.ts';
import { registerInvites } from './modules/invites/routes.ts';
import { registerRebates } from './modules/rebates/wiring.ts';
import { registerProtection } from './modules/protection/wiring.ts';
import { registerAgentPayouts } from './modules/agents/payouts.routes.ts';
import { registerAgentTeam } from './modules/agents/routes.ts';
import { registerCompliance } from './modules/compliance/aml.routes.ts';
import { registerVerification } from './modules/verification/wiring.ts';
import { registerContracts } from './modules/contracts/wiring.ts';
import { registerGatewayRoutes } from './modules/wallet/gateway-routes.ts';
import { registerWalletRoutes } from './modules/wallet/routes.ts';
import { createWalletService, type WalletService } from './modules/wallet/service.ts';
import type { GamesService } from './modules/games/service.ts';
import type { SeamlessSweep } from './modules/seamless/sweep.ts';
import { createSystemRepository } from './modules/system/repository.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { createSystemService, type SystemService } from './modules/system/service.ts';
import { contractRoutes } from './platform/contract-route.ts';
import { handleError } from './platform/error-handler.ts';
import { geoIpCountry } from './platform/geo-ip.ts';
import { registerHealthRoutes } from './platform/health.ts';
import type { LoggerOption } from './platform/log-redaction.ts';
import { type CountryLookup, createRegionPolicy } from './platform/region.ts';
import { merchantRulesOf } from './modules/settings/rules.ts';
import { requestIdFor } from './platform/request-id.ts';
import { requestLogging } from './platform/request-logger.ts';
import { createQueryStringParser } from './platform/request-validation.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from './platform/secret-box.ts';
import type { SessionResolver } from './platform/session.ts';
import type { App } from './platform/typed-app.ts';
import { registerConsoleApp, reserveConsolePaths } from './web/console-app.ts';
import { registerWebApp } from './web/web-app.ts';
import { registerMessaging } from './wiring/messaging-and-chat.ts';
import { registerOperators } from './wiring/operators.ts';
import { registerPlay } from './wiring/games-and-play.ts';
import { registerPlatform } from './wiring/platform-plugins.ts';
import { connectSharedState } from './wiring/shared-state.ts';

export interface BuildAppOptions {
  readonly config: AppConfig;
  /** Migrated and seeded; the app does not close it (the owner does, see main.ts). */
  readonly database: Database;
  readonly serverSecret: string;
  /** Defaults to the geo-IP database shipped with geoip-country. */
  readonly lookupCountry?: CountryLookup;
  readonly sessions?: SessionResolver;
  /** Accounts test seams: a movable clock, a local JWKS for social tokens, fixed slider and captcha answers. */
  readonly accounts?: Pick<AccountsServiceOptions, 'now' | 'socialKeys' | 'sliderTarget' | 'captchaAnswer'>;
  /**
   * Runs the lottery engine's ticks (default: on, except when NODE_ENV is test; tests tick it
   * themselves through app.lottery with their own clock).
   */
  readonly lotteryScheduler?: boolean;
  /** pino options; false silences logs (tests). */
  readonly logger?: LoggerOption;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator actions of the system module (maintenance, whitelabel flags), for tests and tooling. */
    system: SystemService;
    /** The wallet (ledger, cashier, records), for the operator API, tests and tooling. */
    wallet: WalletService;
    /** The game catalogue (imports, tests). */
    games: GamesService;
    /** The house lottery engine (tests call tick()). */
    lottery: LotteryEngine;
    /** This instance's chat sockets (tests, health). */
    chatHub: ChatHub;
    /** The periodic removal of dead launch tokens and vendor sessions (tests run it themselves). */
    seamlessSweep: SeamlessSweep;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = newInstance(options);
  const shared = await connectSharedState(app, config);
  await registerPlatform(app, config, shared.redis);
  reserveConsolePaths(app);

  const lookupCountry = options.lookupCountry ?? geoIpCountry;
  const region = createRegionPolicy(config.region, lookupCountry);
  const system = createSystemService({
    repository: createSystemRepository(database.db),
    region,
    regionOf: (merchantId) => merchantRulesOf(database.db, config).regionPolicy(merchantId, lookupCountry),
    secretBox: createSecretBox(options.serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE),
    logger: app.log,
    downloadCampaignEndsAt: config.downloadCampaignEndsAt,
    demo: config.demo,
    cacheBus: shared.cacheBus,
  });
  app.decorate('system', system);
  merchantRulesOf(database.db, config).shareChanges(shared.cacheBus);

  const accounts = createAccountsService({
    ...options.accounts,
    db: database.db,
    config,
    serverSecret: options.serverSecret,
    merchants: system.merchants,
    onSendFailed: (error) => app.log.error({ err: error }, 'message delivery failed'),
  });
  // Queued SMS and e-mail still on their way are sent before the owner closes the database.
  app.addHook('onClose', () => accounts.queue.idle());

  const wallet = createWalletService({
    db: database.db,
    config,
    serverSecret: options.serverSecret,
    challenges: accounts.challenges,
    ...(options.accounts?.now === undefined ? {} : { now: options.accounts.now }),
  });
  app.decorate('wallet', wallet);

  await app.register(contractRoutes, {
    merchants: system.merchants,
    defaultMerchantCode: config.merchantCode,
    region,
    sessions: options.sessions ?? accounts.sessions.resolver,
    decodeEncrypted: (header, body) => accounts.encryption.decode(header, body),
  });

  registerHealthRoutes(app, () => database.ping());
  // One drawing cache for the CDN's banners and the catalogue's icons.
  const rasterizer = createRasterizer();
  registerCdnRoutes(app, rasterizer);
  registerSystemRoutes(app, system);
  registerAccountsRoutes(app, accounts, config.accounts.authRateLimitPerMinute, { outbox: config.demo });
  registerWalletRoutes(app, wallet, config.accounts.authRateLimitPerMinute);
  registerGatewayRoutes(app, wallet, config.accounts.authRateLimitPerMinute);
  const now = options.accounts?.now ?? (() => new Date());
  const operatorAuth = registerOperators(app, {
    config,
    database,
    serverSecret: options.serverSecret,
    wallet,
    now,
  });
  registerMembers(app, { config, db: database.db, wallet, auth: operatorAuth, accounts, now });
  registerPayments(app, { config, db: database.db, wallet, auth: operatorAuth, now });
  registerReports(app, { db: database.db, auth: operatorAuth, now });
  registerMessaging(app, config, database, system, operatorAuth, now, accounts.sessions);
  registerRewardsRoutes(
    app,
    createRewardsService({
      repository: createRewardsRepository(database.db),
      wallet,
      guard: wallet.deps.protection,
      now,
    }),
    operatorAuth,
  );
  registerRewardExtras(app, { db: database.db, wallet, auth: operatorAuth, now });
  registerInvites(app, { db: database.db, wallet, auth: operatorAuth, now });
  registerRebates(app, { db: database.db, wallet, auth: operatorAuth, now });
  registerProtection(app, { db: database.db, wallet, now });
  registerAgentTeam(app, { db: database.db, currencyOf: wallet.currencyOf, now });
  registerVerification(app, {
    db: database.db,
    uploads: config.uploads,
    wallet,
    auth: operatorAuth,
    now,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  registerAgentPayouts(app, { db: database.db, wallet, auth: operatorAuth, now });
  registerCompliance(app, {
    db: database.db,
    wallet,
    auth: operatorAuth,
    now,
    scheduler: options.lotteryScheduler ?? config.nodeEnv !== 'test',
    scanSeconds: config.amlScanSeconds,
  });
  registerContracts(app, {
    db: database.db,
    wallet,
    auth: operatorAuth,
    now,
    scheduler: options.lotteryScheduler ?? config.nodeEnv !== 'test',
  });
  registerPlay(app, {
    config,
    database,
    serverSecret: options.serverSecret,
    wallet,
    merchants: system.merchants,
    rasterizer,
    now,
    lotteryScheduler: options.lotteryScheduler ?? config.nodeEnv !== 'test',
    cacheBus: shared.cacheBus,
  });
  registerOpsGamesRoutes(app, {
    db: database.db,
    games: app.games,
    auth: operatorAuth,
    seamless: config.seamless,
    now,
  });
  registerOpsLotteryRoutes(app, { db: database.db, wallet, auth: operatorAuth, now });
  registerOpsPromotionRoutes(app, {
    db: database.db,
    bonus: wallet.bonus,
    auth: operatorAuth,
    currencyOf: wallet.currencyOf,
    now,
  });
  registerSettingsRoutes(app, {
    db: database.db,
    config,
    lobby: system,
    auth: operatorAuth,
    now,
    lookupCountry,
  });
  registerContentOpsRoutes(app, { db: database.db, auth: operatorAuth, now });
  registerUploadsRoutes(app, { db: database.db, config: config.uploads, auth: operatorAuth, now });
  registerPromotions(app, {
    db: database.db,
    wallet,
    uploads: config.uploads,
    now,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  registerAgentLinks(app, {
    db: database.db,
    wallet,
    now,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  registerHelpContentRoutes(app, {
    db: database.db,
    auth: operatorAuth,
    secretBox: createSecretBox(options.serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE),
    lobby: system,
    now,
  });
  await registerConsoleApp(app, config.consoleDistDir, uploadImageOrigins(config.uploads));
  await registerWebApp(app, config.webDistDir, {
    imageOrigins: uploadImageOrigins(config.uploads),
    homeSettings: async (request, language) => {
      const merchant = await system.merchants.find(config.merchantCode);
      if (merchant === null) return null;
      return system.consolidatedValue(merchant, language, request.ip);
    },
  });

  return app;
}

/** The Fastify instance, zod-typed: its logger, proxy trust, body limit, request ids and router. */
function newInstance(options: BuildAppOptions): App {
  const { config } = options;
  return Fastify({
    // Redacting; a request's child logger is made when it first writes a line (request-logger.ts).
    ...requestLogging(options.logger ?? { level: config.logLevel }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    genReqId: requestIdFor,
    // Bad URLs and such come through the one error handler too.
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply);
    },
    // Repeated query strings are parsed and validated once (request-validation.ts).
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 200,
      querystringParser: createQueryStringParser(),
    },
  }).withTypeProvider<ZodTypeProvider>();
}
