/**
 * Builds the whole server as one Fastify instance: platform plugins first (logging, security
 * headers, compression, rate limits, validation, errors, OpenAPI), then the modules, then the web
 * app. Tests call buildApp with their own config and database; main.ts adds listen and shutdown.
 */
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { CHAT_BODY_MAX } from '@openlobby/contract';
import { MAX_REQUEST_BODY_BYTES } from '@openlobby/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider, serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config-trust-proxy.ts';
import type { Database } from './db/database.ts';
import { registerAccountsRoutes } from './modules/accounts/routes.ts';
import { type AccountsServiceOptions, createAccountsService } from './modules/accounts/service.ts';
import type { Sessions } from './modules/accounts/sessions.ts';
import { createRasterizer } from './modules/cdn/raster.ts';
import { registerCdnRoutes } from './modules/cdn/routes.ts';
import { type LotteryEngine, createLotteryEngine } from './modules/lottery/engine.ts';
import { createLotteryRepository } from './modules/lottery/repository.ts';
import { registerLotteryRoutes } from './modules/lottery/routes.ts';
import { createLotteryService } from './modules/lottery/service.ts';
import { type ChatBus, createLocalBus, createPostgresBus } from './modules/chat/bus.ts';
import { createChatRepository } from './modules/chat/repository.ts';
import { registerChatRoutes } from './modules/chat/routes.ts';
import { createChatService } from './modules/chat/service.ts';
import { type ChatHub, createChatHub } from './modules/chat/socket-hub.ts';
import { createMessagingOperatorActions } from './modules/messaging/operator-actions.ts';
import { registerMessagingOpsRoutes } from './modules/messaging/ops-routes.ts';
import { createMessagingRepository } from './modules/messaging/repository.ts';
import { registerMessagingRoutes } from './modules/messaging/routes.ts';
import { createMessagingService } from './modules/messaging/service.ts';
import { createOperatorActions } from './modules/operator/actions.ts';
import { type OperatorAuth, createOperatorAuth, operatorAuthOptions } from './modules/operator/auth.ts';
import { createOperatorRepository } from './modules/operator/repository.ts';
import { registerOperatorRoutes } from './modules/operator/routes.ts';
import { createRewardsRepository } from './modules/rewards/repository.ts';
import { registerRewardsRoutes } from './modules/rewards/routes.ts';
import { createRewardsService } from './modules/rewards/service.ts';
import { registerGatewayRoutes } from './modules/wallet/gateway-routes.ts';
import { registerWalletRoutes } from './modules/wallet/routes.ts';
import { createWalletService, type WalletService } from './modules/wallet/service.ts';
import { registerGameIconRoutes } from './modules/games/icon-routes.ts';
import { createGamesRepository } from './modules/games/repository.ts';
import { registerGamesRoutes } from './modules/games/routes.ts';
import { createGamesService, type GamesService } from './modules/games/service.ts';
import { createSeamlessRepository } from './modules/seamless/repository.ts';
import { registerSeamlessRoutes } from './modules/seamless/routes.ts';
import { createSeamlessService } from './modules/seamless/service.ts';
import { type SeamlessSweep, createSeamlessSweep } from './modules/seamless/sweep.ts';
import { createSystemRepository } from './modules/system/repository.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { vendorSecret } from './modules/seamless/vendor-secrets.ts';
import { createStudioRepository } from './modules/studio/repository.ts';
import { registerStudioRoutes } from './modules/studio/routes.ts';
import { injectSeamlessWallet } from './modules/studio/seamless-client.ts';
import { createStudioService } from './modules/studio/service.ts';
import { createSystemService, type SystemService } from './modules/system/service.ts';
import { contractRoutes } from './platform/contract-route.ts';
import { handleError, registerErrorHandling } from './platform/error-handler.ts';
import { geoIpCountry } from './platform/geo-ip.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { registerNotFound } from './platform/not-found.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerJsonAnswerCompression } from './platform/json-answer-compression.ts';
import { type LoggerOption, redactingLogger } from './platform/log-redaction.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { type CountryLookup, createRegionPolicy } from './platform/region.ts';
import { requestIdFor } from './platform/request-id.ts';
import { validatorCompiler } from './platform/request-validation.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from './platform/secret-box.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { SessionResolver } from './platform/session.ts';
import type { App } from './platform/typed-app.ts';
import { registerWebApp } from './web/web-app.ts';

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
  const app = Fastify({
    logger: redactingLogger(options.logger ?? { level: config.logLevel }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    genReqId: requestIdFor,
    // Bad URLs and such come through the one error handler too.
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply);
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; text/plain bodies are refused with 415 instead of being read.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // Also echoes the request id: one hook for the headers every answer carries.
  registerSecurityHeaders(app);
  // JSON answers; contract routes leave @fastify/compress out, and on other routes it runs after
  // this hook and leaves an already-encoded answer alone.
  registerJsonAnswerCompression(app);
  // Pages and text. Answers only: API bodies are small JSON that clients never compress, and
  // inflating request bodies would be one more hook on every request (and a zip-bomb surface).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  await registerRateLimit(app, config.rateLimitPerMinute);
  // Chat frames are small JSON; a larger one is refused by ws before it is read.
  await app.register(websocket, { options: { maxPayload: CHAT_BODY_MAX * 4 + 1024 } });
  registerNotFound(app);
  await registerOpenApi(app, { docs: config.apiDocs });

  const region = createRegionPolicy(config.region, options.lookupCountry ?? geoIpCountry);
  const system = createSystemService({
    repository: createSystemRepository(database.db),
    region,
    secretBox: createSecretBox(options.serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE),
    logger: app.log,
    downloadCampaignEndsAt: config.downloadCampaignEndsAt,
    demo: config.demo,
  });
  app.decorate('system', system);

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
  const operators = createOperatorRepository(database.db);
  const now = options.accounts?.now ?? (() => new Date());
  const operatorAuth = createOperatorAuth(
    operators,
    config.wallet.operatorSessionMinutes,
    now,
    operatorAuthOptions(config, options.serverSecret),
  );
  registerOperatorRoutes(app, {
    auth: operatorAuth,
    actions: createOperatorActions(operators, wallet, now),
    wallet,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  registerMessaging(app, options, system, operatorAuth, now, accounts.sessions);
  registerRewardsRoutes(
    app,
    createRewardsService({ repository: createRewardsRepository(database.db), wallet, now }),
    operatorAuth,
  );
  const games = createGamesService({ repository: createGamesRepository(database.db) });
  app.decorate('games', games);
  registerGamesRoutes(app, games);
  registerGameIconRoutes(app, games, system.merchants, rasterizer);
  const seamlessRepository = createSeamlessRepository(database.db);
  const seamless = createSeamlessService({
    repository: seamlessRepository,
    wallet,
    games,
    serverSecret: options.serverSecret,
    seamless: config.seamless,
    now,
  });
  // Vendors are a few servers making many calls each: far above one player's per-IP allowance.
  registerSeamlessRoutes(app, seamless, config.rateLimitPerMinute * 50);
  // The house studio calls the seamless wallet like any vendor, signed with its derived secret.
  const secrets = { serverSecret: options.serverSecret, seamless: config.seamless };
  registerStudioRoutes(
    app,
    createStudioService({
      repo: createStudioRepository(database.db),
      wallet: injectSeamlessWallet(app, (vendor) => vendorSecret(secrets, vendor)),
      now,
    }),
  );
  const lotteryRepository = createLotteryRepository(database.db);
  registerLotteryRoutes(app, createLotteryService({ repository: lotteryRepository, wallet, games, now }));
  const lottery = createLotteryEngine({ repository: lotteryRepository, wallet, now, logger: app.log });
  app.decorate('lottery', lottery);
  if (options.lotteryScheduler ?? config.nodeEnv !== 'test') lottery.start();
  app.addHook('onClose', () => lottery.stop());
  const seamlessSweep = createSeamlessSweep({
    repository: seamlessRepository,
    now,
    onError: (error) => app.log.error({ err: error }, 'seamless sweep failed'),
  });
  app.decorate('seamlessSweep', seamlessSweep);
  app.addHook('onReady', (done) => {
    seamlessSweep.start();
    done();
  });
  // Before the owner closes the database (main.ts closes the app first).
  app.addHook('onClose', () => seamlessSweep.stop());
  await registerWebApp(app, config.webDistDir, {
    homeSettings: async (request, language) => {
      const merchant = await system.merchants.find(config.merchantCode);
      if (merchant === null) return null;
      return system.consolidatedValue(merchant, language, request.ip);
    },
  });

  return app;
}

/**
 * Announcements, inbox and unread counts (messaging) and live chat. On PostgreSQL chat events go
 * through LISTEN/NOTIFY so several instances share them; on SQLite one process owns the data.
 */
function registerMessaging(
  app: App,
  options: BuildAppOptions,
  system: SystemService,
  operatorAuth: OperatorAuth,
  now: () => Date,
  sessions: Sessions,
): void {
  const { config, database } = options;
  const bus: ChatBus =
    database.dialect === 'postgres' && config.databaseUrl !== null
      ? createPostgresBus(config.databaseUrl, app.log)
      : createLocalBus();
  app.addHook('onClose', () => bus.close());
  const chat = createChatService(createChatRepository(database.db), now);
  const hub = createChatHub(
    chat,
    bus,
    async (token) => {
      const agent = await operatorAuth.resolve(token);
      return { name: agent.username, merchantId: agent.merchantId };
    },
    app.log,
  );
  app.decorate('chatHub', hub);
  sessions.onEnded(async (memberId) => {
    await chat.revokeMemberTokens(memberId);
    hub.endMember(memberId);
  });
  const repository = createMessagingRepository(database.db);
  registerMessagingRoutes(
    app,
    createMessagingService({ repository, system, chatUnread: (id) => chat.unreadForMember(id), now }),
  );
  registerMessagingOpsRoutes(app, {
    auth: operatorAuth,
    actions: createMessagingOperatorActions(repository, system.contentChanged, now),
  });
  registerChatRoutes(app, {
    service: chat,
    hub,
    auth: operatorAuth,
    publicUrl: config.accounts.publicUrl,
  });
}
