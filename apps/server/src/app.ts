/**
 * Builds the whole server as one Fastify instance: platform plugins first (logging, security
 * headers, compression, rate limits, validation, errors, OpenAPI), then the modules, then the web
 * app. Tests call buildApp with their own config and database; main.ts adds listen and shutdown.
 */
import compress from '@fastify/compress';
import { MAX_REQUEST_BODY_BYTES } from '@openlobby/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAccountsRoutes } from './modules/accounts/routes.ts';
import { type AccountsServiceOptions, createAccountsService } from './modules/accounts/service.ts';
import { registerCdnRoutes } from './modules/cdn/routes.ts';
import { createOperatorActions } from './modules/operator/actions.ts';
import { createOperatorAuth } from './modules/operator/auth.ts';
import { createOperatorRepository } from './modules/operator/repository.ts';
import { registerOperatorRoutes } from './modules/operator/routes.ts';
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
import { registerRateLimit } from './platform/rate-limit.ts';
import { type CountryLookup, createRegionPolicy } from './platform/region.ts';
import { requestIdFor } from './platform/request-id.ts';
import { validatorCompiler } from './platform/request-validation.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from './platform/secret-box.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import type { SessionResolver } from './platform/session.ts';
import { registerWebApp } from './web/web-app.ts';

export interface BuildAppOptions {
  readonly config: AppConfig;
  /** Migrated and seeded; the app does not close it (the owner does, see main.ts). */
  readonly database: Database;
  readonly serverSecret: string;
  /** Defaults to the geo-IP database shipped with geoip-country. */
  readonly lookupCountry?: CountryLookup;
  readonly sessions?: SessionResolver;
  /** Accounts test seams: a movable clock, a local JWKS for social tokens, a fixed slider target. */
  readonly accounts?: Pick<AccountsServiceOptions, 'now' | 'socialKeys' | 'sliderTarget'>;
  /** pino options; false silences logs (tests). */
  readonly logger?: boolean | { level: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator actions of the system module (maintenance, whitelabel flags), for tests and tooling. */
    system: SystemService;
    /** The wallet (ledger, cashier, records), for the operator API, tests and tooling. */
    wallet: WalletService;
    /** The game catalogue (imports, tests). */
    games: GamesService;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    genReqId: requestIdFor,
    // Bad URLs and such come through the one error handler too.
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply);
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; text/plain bodies are refused with 415 instead of being read.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // Also echoes the request id: one hook for the headers every answer carries.
  registerSecurityHeaders(app);
  // Answers only: API bodies are small JSON that clients never compress, and inflating request
  // bodies would be one more hook on every request (and a zip-bomb surface) for nothing.
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  await registerRateLimit(app, config.rateLimitPerMinute);
  registerNotFound(app);
  await registerOpenApi(app);

  const region = createRegionPolicy(config.region, options.lookupCountry ?? geoIpCountry);
  const system = createSystemService({
    repository: createSystemRepository(database.db),
    region,
    secretBox: createSecretBox(options.serverSecret, CUSTOMER_SERVICE_PATH_PURPOSE),
    logger: app.log,
  });
  app.decorate('system', system);

  const accounts = createAccountsService({
    ...options.accounts,
    db: database.db,
    config,
    serverSecret: options.serverSecret,
    merchants: system.merchants,
  });

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
  registerCdnRoutes(app);
  registerSystemRoutes(app, system);
  registerAccountsRoutes(app, accounts, config.accounts.authRateLimitPerMinute);
  registerWalletRoutes(app, wallet, config.accounts.authRateLimitPerMinute);
  registerGatewayRoutes(app, wallet, config.accounts.authRateLimitPerMinute);
  const operators = createOperatorRepository(database.db);
  const now = options.accounts?.now ?? (() => new Date());
  registerOperatorRoutes(app, {
    auth: createOperatorAuth(operators, config.wallet.operatorSessionMinutes, now),
    actions: createOperatorActions(operators, wallet, now),
    repo: operators,
    wallet,
    defaultMerchantCode: config.merchantCode,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  const games = createGamesService({ repository: createGamesRepository(database.db) });
  app.decorate('games', games);
  registerGamesRoutes(app, games);
  registerGameIconRoutes(app, games, system.merchants);
  const seamless = createSeamlessService({
    repository: createSeamlessRepository(database.db),
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
  await registerWebApp(app, config.webDistDir);

  return app;
}
