import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PUBLIC = 'https://lobby.example';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/lobby');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/lobby/data',
      databaseUrl: null,
      merchantCode: 'OPENLOBBY',
      trustProxy: false,
      rateLimitPerMinute: 1200,
      testAuthChallenges: false,
      region: { blockedCountries: [], allowCidrs: [], denyCidrs: [] },
    });
  });

  it('finds the web build from the server package, not the working directory', () => {
    expect(loadConfig({}, '/somewhere/else').webDistDir).toBe(
      path.resolve(import.meta.dirname, '../../web/dist'),
    );
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      REGION_BLOCKED_COUNTRIES: 'us, fr',
      REGION_DENY_CIDRS: '10.0.0.0/8,2001:db8::/32',
      REGION_ALLOW_CIDRS: '10.1.0.0/16',
      TRUST_PROXY: '1',
      MERCHANT_CODE: 'acme',
      PORT: '8080',
    });
    expect(config.region).toEqual({
      blockedCountries: ['US', 'FR'],
      denyCidrs: ['10.0.0.0/8', '2001:db8::/32'],
      allowCidrs: ['10.1.0.0/16'],
    });
    expect(config.trustProxy).toBe(1);
    expect(config.merchantCode).toBe('ACME');
    expect(config.port).toBe(8080);
  });

  it('has no demo unless DEMO=true: no demo gateway, no test answers', () => {
    const live = loadConfig({});
    expect(live).toMatchObject({ demo: false, modeReason: 'DEMO is not set', testAuthChallenges: false });
    expect(live.wallet.gateway).toEqual({ kind: 'none' });
    const demo = loadConfig({ DEMO: 'true', AUTH_CHALLENGES: 'test', npm_lifecycle_event: 'start' });
    expect(demo).toMatchObject({ demo: true, testAuthChallenges: true });
    expect(demo.modeReason).toBe('DEMO=true, set by npm start');
    expect(demo.wallet.gateway).toEqual({ kind: 'demo' });
    expect(loadConfig({ DEMO: 'true', npm_lifecycle_event: 'dev' }).modeReason).toBe(
      'DEMO=true, set by npm run dev',
    );
  });

  it('refuses every demo setting outside the demo, naming the setting', () => {
    expect(() => loadConfig({ AUTH_CHALLENGES: 'test' })).toThrow(/AUTH_CHALLENGES: AUTH_CHALLENGES=test/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'demo' })).toThrow(/PAYMENT_GATEWAY: PAYMENT_GATEWAY=demo/);
    const production = { NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(32), PUBLIC_URL: PUBLIC };
    expect(() => loadConfig({ ...production, DEMO: 'true' })).toThrow(
      /DEMO: DEMO=true .*NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, DEMO: 'true', AUTH_CHALLENGES: 'test' })).toThrow(
      /AUTH_CHALLENGES/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'demo' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('closes the API map, requires encryption and an https address in production', () => {
    const production = { NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: .*https/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://lobby.example' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({ ...production, PUBLIC_URL: PUBLIC });
    expect(config).toMatchObject({ demo: false, apiDocs: false, modeReason: 'NODE_ENV=production' });
    expect(config.accounts.requireEncryption).toBe(true);
    expect(config.wallet.gateway).toEqual({ kind: 'none' });
    const opened = loadConfig({
      ...production,
      PUBLIC_URL: PUBLIC,
      API_DOCS: 'true',
      REQUIRE_ENCRYPTION: 'false',
    });
    expect(opened.apiDocs).toBe(true);
    expect(opened.accounts.requireEncryption).toBe(false);
    // Outside production the map stays open and encryption optional, as before.
    expect(loadConfig({})).toMatchObject({ apiDocs: true, accounts: { requireEncryption: false } });
  });

  it('requires a server secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SERVER_SECRET/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        REGION_DENY_CIDRS: '10.0.0.0/99',
        DATABASE_URL: 'mysql://x',
        REGION_BLOCKED_COUNTRIES: 'USA',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'REGION_DENY_CIDRS', 'DATABASE_URL', 'REGION_BLOCKED_COUNTRIES'])
        expect(message).toContain(name);
    }
  });

  it('reads the app-download campaign end, refusing a time without a zone', () => {
    expect(loadConfig({}).downloadCampaignEndsAt).toBeNull();
    expect(
      loadConfig({ DOWNLOAD_CAMPAIGN_ENDS_AT: '2026-12-31T23:59:59+08:00' }).downloadCampaignEndsAt,
    ).toBe('2026-12-31T23:59:59+08:00');
    expect(() => loadConfig({ DOWNLOAD_CAMPAIGN_ENDS_AT: 'next friday' })).toThrow(
      /DOWNLOAD_CAMPAIGN_ENDS_AT/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('reads third-party seamless vendors by pattern and refuses bad or pointless settings', () => {
    const config = loadConfig({
      SEAMLESS_SECRET_PG: 'p'.repeat(32),
      SEAMLESS_LAUNCH_URL_PG: 'https://games.pg.example/launch/',
      SEAMLESS_SECRET_JILI: 'j'.repeat(40),
    });
    expect(Object.fromEntries(config.seamless.vendors)).toEqual({
      PG: { secret: 'p'.repeat(32), launchUrl: 'https://games.pg.example/launch' },
      JILI: { secret: 'j'.repeat(40), launchUrl: null },
    });
    expect(() =>
      loadConfig({
        SEAMLESS_SECRET_PG: 'short',
        SEAMLESS_LAUNCH_URL_PG: 'http://games.pg.example',
        SEAMLESS_SECRET_OLS: 'o'.repeat(32),
      }),
    ).toThrow(
      /SEAMLESS_SECRET_PG: needs at least 32 characters[\s\S]*SEAMLESS_LAUNCH_URL_PG: must be an https:\/\/ base URL[\s\S]*SEAMLESS_SECRET_OLS: OLS is a house vendor/,
    );
  });
});
