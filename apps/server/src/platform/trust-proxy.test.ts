/**
 * TRUST_PROXY through the real app: only the proxies the operator names may speak for the client,
 * so a client cannot pick its own address (the one rate limits, login and SMS counts and region
 * checks use) by writing X-Forwarded-For itself.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { type TestContext, body, createTestApp } from '../test/test-app.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function seenAddress(trustProxy: string, remoteAddress: string, forwardedFor: string) {
  t ??= await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  const response = await t.app.inject({
    url: '/wps/system/status',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return (body(response).value as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy saw, not one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.66"; the proxy appended the address it saw.
    expect(await seenAddress('1', '10.0.0.5', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with proxy ranges, believes the header only from those proxies', async () => {
    expect(await seenAddress('10.0.0.0/8, 127.0.0.1', '10.0.0.5', '203.0.113.66, 198.51.100.7')).toBe(
      '198.51.100.7',
    );
    expect(await seenAddress('10.0.0.0/8, 127.0.0.1', '192.0.2.9', '203.0.113.66')).toBe('192.0.2.9');
  });

  it('unset, ignores the header', async () => {
    expect(await seenAddress('', '192.0.2.9', '203.0.113.66')).toBe('192.0.2.9');
  });

  it('refuses "true" and anything that is not a hop count or addresses, saying what to give', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*number of proxies.*CIDR/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /not an address or range: 10\.0\.0\.0\/33/,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});
