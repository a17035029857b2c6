/**
 * The only reader of process.env. Everything else receives a validated `AppConfig`, so tests build
 * the app with their own values and a typo in an operator's environment stops the server at start
 * instead of misbehaving later.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { accountsEnv, readAccountsConfig, type AccountsConfig } from './config-accounts.ts';
import { readSeamlessConfig, type SeamlessConfig } from './config-seamless.ts';
import { type TrustProxy, trustProxySetting } from './config-trust-proxy.ts';
import { readWalletConfig, walletEnv, type WalletConfig } from './config-wallet.ts';
import { type ChatConfig, chatEnv, readChatConfig } from './config-chat.ts';
import { readUploadsConfig, type UploadsConfig } from './config-uploads.ts';

/** apps/server, found from this file whether it runs as src/config.ts (tsx) or dist/main.js (bundle). */
const serverPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const commaList = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

const countryList = commaList.pipe(
  z.array(
    z
      .string()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'expected ISO 3166-1 alpha-2 country codes')),
  ),
);

const cidrList = commaList.pipe(
  z.array(
    z.string().refine((cidr) => {
      try {
        ipaddr.parseCIDR(cidr);
        return true;
      } catch {
        return false;
      }
    }, 'expected CIDR ranges such as 10.0.0.0/8 or 2001:db8::/32'),
  ),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((raw) => raw === 'true' || raw === '1' || raw === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres://')
      .optional(),
    REDIS_URL: z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Put before every Redis key and channel of this site, so several sites (or test runs) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'letters, digits and _ : . -, up to 64 characters')
      .default('openlobby:'),
    /** How many server instances run this site (behind one proxy); more than one needs REDIS_URL. */
    INSTANCE_COUNT: z.coerce.number().int().min(1).max(1000).default(1),
    MERCHANT_CODE: z
      .string()
      .regex(/^[A-Za-z0-9_]{2,32}$/, 'letters, digits and underscore, 2 to 32 characters')
      .transform((code) => code.toUpperCase())
      .default('OPENLOBBY'),
    AUTH_CHALLENGES: z.literal('test').optional(),
    /** How often the AML monitor looks at new activity (seconds). */
    AML_SCAN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** The labelled demo (set by npm start, npm run serve and npm run dev): demo members, demo payments, the outbox. */
    DEMO: booleanFlag,
    /** The API map at /docs; default on, except when NODE_ENV=production. */
    API_DOCS: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
    /** Set by npm when a script runs (start, serve, dev); only used to explain the mode in the start log. */
    npm_lifecycle_event: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySetting,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    REGION_BLOCKED_COUNTRIES: countryList,
    REGION_ALLOW_CIDRS: cidrList,
    REGION_DENY_CIDRS: cidrList,
    WEB_DIST_DIR: z.string().min(1).optional(),
    CONSOLE_DIST_DIR: z.string().min(1).optional(),
    SERVER_SECRET: z.string().min(32, 'SERVER_SECRET needs at least 32 characters').optional(),
    /** ISO 8601 end of the app-download campaign the download popup counts down to (spec 2.14). */
    DOWNLOAD_CAMPAIGN_ENDS_AT: z.iso
      .datetime({ offset: true, error: 'expected an ISO 8601 time such as 2026-12-31T23:59:59+08:00' })
      .optional(),
    ...accountsEnv,
    ...walletEnv,
    ...chatEnv,
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const demo = env.DEMO && !production;
    const refuse = (setting: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [setting], message });
    if (production && env.DEMO) {
      refuse(
        'DEMO',
        'DEMO=true gives money and access away (demo members, demo payments, the message outbox) and is refused when NODE_ENV=production',
      );
    }
    if (env.AUTH_CHALLENGES === 'test' && !demo) {
      refuse(
        'AUTH_CHALLENGES',
        'AUTH_CHALLENGES=test accepts fixed test answers and is allowed only in the demo (DEMO=true, never with NODE_ENV=production)',
      );
    }
    if (env.PAYMENT_GATEWAY === 'demo' && !demo) {
      refuse(
        'PAYMENT_GATEWAY',
        'PAYMENT_GATEWAY=demo lets members credit themselves on a demo page and is allowed only in the demo (DEMO=true, never with NODE_ENV=production)',
      );
    }
    if (env.PAYMENT_GATEWAY === 'http' && env.PAYMENT_GATEWAY_URL === undefined) {
      refuse('PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY=http needs PAYMENT_GATEWAY_URL');
    }
    // Several instances without Redis would each count rate limits alone (N times the budget of
    // a credential guesser) and serve their own stale settings: refused in production, said at
    // start otherwise (start-warnings.ts). Without PostgreSQL they would not even share members.
    if (production && env.INSTANCE_COUNT > 1 && env.REDIS_URL === undefined) {
      refuse(
        'REDIS_URL',
        `INSTANCE_COUNT=${env.INSTANCE_COUNT} needs REDIS_URL when NODE_ENV=production: rate limits and cache invalidation are shared through Redis`,
      );
    }
    if (production && env.INSTANCE_COUNT > 1 && env.DATABASE_URL === undefined) {
      refuse(
        'DATABASE_URL',
        `INSTANCE_COUNT=${env.INSTANCE_COUNT} needs DATABASE_URL (PostgreSQL): a SQLite file belongs to one instance`,
      );
    }
    if (production && env.SERVER_SECRET === undefined) {
      refuse('SERVER_SECRET', 'SERVER_SECRET is required in production');
    }
    if (production && new URL(env.PUBLIC_URL).protocol !== 'https:') {
      refuse(
        'PUBLIC_URL',
        `PUBLIC_URL must be the site's https:// address when NODE_ENV=production (got ${env.PUBLIC_URL})`,
      );
    }
  });

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** The labelled demo: demo members and payments, the outbox, fixed challenge answers may exist only here. */
  readonly demo: boolean;
  /** Why the server runs in this mode, for the start log ("DEMO=true, set by npm start"). */
  readonly modeReason: string;
  /** Whether /docs serves the API map. */
  readonly apiDocs: boolean;
  readonly port: number;
  readonly host: string;
  /** Absolute. */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  /** Before every Redis key and channel of this site (REDIS_PREFIX). */
  readonly redisPrefix: string;
  /** INSTANCE_COUNT: how many instances the operator says run this site. */
  readonly instanceCount: number;
  readonly merchantCode: string;
  readonly testAuthChallenges: boolean;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly trustProxy: TrustProxy;
  readonly rateLimitPerMinute: number;
  readonly region: {
    readonly blockedCountries: readonly string[];
    readonly allowCidrs: readonly string[];
    readonly denyCidrs: readonly string[];
  };
  /** Absolute path of the built web app. */
  readonly webDistDir: string;
  /** Absolute path of the built operator console (served under /ops/). */
  readonly consoleDistDir: string;
  /** Null in development: a generated secret is persisted in dataDir instead. */
  readonly serverSecret: string | null;
  /** The operator's app-download campaign end (ISO 8601), or null for the popup's random deadline. */
  readonly downloadCampaignEndsAt: string | null;
  readonly accounts: AccountsConfig;
  readonly wallet: WalletConfig;
  readonly chat: ChatConfig;
  readonly seamless: SeamlessConfig;
  /** Uploaded pictures: the size cap and where they are stored (config-uploads.ts). */
  readonly uploads: UploadsConfig;
  /** Seconds between the AML monitor's scans. */
  readonly amlScanSeconds: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  // Empty strings mean "not set": shells and compose files often export VAR= for unset values.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const seamless = readSeamlessConfig(present);
  const uploads = readUploadsConfig(
    present,
    path.resolve(cwd, present.DATA_DIR ?? './data'),
    present.NODE_ENV === 'production',
  );
  if (!parsed.success || seamless.problems.length > 0 || uploads.problems.length > 0) {
    const problems = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
      ...seamless.problems,
      ...uploads.problems,
    ].map((problem) => `  ${problem}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    demo: e.DEMO,
    modeReason: modeReason(e.DEMO, production, e.npm_lifecycle_event),
    apiDocs: e.API_DOCS === undefined ? !production : ['true', '1', 'yes'].includes(e.API_DOCS),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    instanceCount: e.INSTANCE_COUNT,
    merchantCode: e.MERCHANT_CODE,
    testAuthChallenges: e.AUTH_CHALLENGES === 'test',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    region: {
      blockedCountries: e.REGION_BLOCKED_COUNTRIES,
      allowCidrs: e.REGION_ALLOW_CIDRS,
      denyCidrs: e.REGION_DENY_CIDRS,
    },
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(cwd, e.WEB_DIST_DIR)
      : path.resolve(serverPackageDir, '../web/dist'),
    consoleDistDir: e.CONSOLE_DIST_DIR
      ? path.resolve(cwd, e.CONSOLE_DIST_DIR)
      : path.resolve(serverPackageDir, '../console/dist'),
    serverSecret: e.SERVER_SECRET ?? null,
    downloadCampaignEndsAt: e.DOWNLOAD_CAMPAIGN_ENDS_AT ?? null,
    accounts: readAccountsConfig(e, e.MERCHANT_CODE, production),
    wallet: readWalletConfig(e, e.DEMO),
    chat: readChatConfig(e),
    seamless: seamless.config,
    uploads: uploads.config,
    amlScanSeconds: e.AML_SCAN_SECONDS,
  };
}

const NPM_SCRIPTS_THAT_SET_DEMO = new Set(['start', 'serve', 'dev']);

function modeReason(demo: boolean, production: boolean, npmScript: string | undefined): string {
  if (demo) {
    return npmScript !== undefined && NPM_SCRIPTS_THAT_SET_DEMO.has(npmScript)
      ? `DEMO=true, set by npm ${npmScript === 'start' ? 'start' : `run ${npmScript}`}`
      : 'DEMO=true';
  }
  return production ? 'NODE_ENV=production' : 'DEMO is not set';
}
