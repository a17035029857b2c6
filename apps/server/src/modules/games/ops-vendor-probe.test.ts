/**
 * Checking a vendor's reachability from the console: real HTTP servers started here stand in for
 * vendors. A vendor that answers is reachable; one answering 500 is not (http-error with the
 * status); one that never answers times out; a closed port is refused; a house vendor has nothing
 * to probe. Over the route: the answer reaches the vendors list, no secret is sent, roles without
 * games.read are refused and an operator's probes a minute are counted. Runs on SQLite and
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type OpsVendor, type OpsVendorProbe, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { createVendorProbe } from './vendor-probe.ts';

interface Vendor {
  readonly url: string;
  readonly seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A vendor on a free local port; `answer` of -1 never answers. */
async function vendor(answer: (method: string) => number): Promise<Vendor> {
  const seen: Vendor['seen'] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const status = answer(request.method ?? '');
    if (status === -1) return;
    response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
    response.end('vendor page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: one a server had and gave back. */
async function closedPort(): Promise<number> {
  const gone = await vendor(() => 200);
  const port = Number(new URL(gone.url).port);
  await gone.close();
  return port;
}

const NOW = new Date('2026-11-26T12:00:00.000Z');

function probeOf(launchUrl: string | null, timeoutMs = 3_000) {
  return createVendorProbe({
    seamless: {
      vendors: new Map([['PV', { secret: 'a-vendor-secret-of-at-least-32-characters', launchUrl }]]),
    },
    now: () => NOW,
    timeoutMs,
  });
}

describe('probing a vendor', () => {
  it('finds a vendor that answers reachable, asking only its origin with HEAD', async () => {
    const up = await vendor(() => 200);
    try {
      const answer = await probeOf(`${up.url}/launch/path?x=1`).probe('PV', 1);
      expect(answer).toMatchObject({
        reachable: true,
        status: 200,
        reason: 'ok',
        checkedAt: NOW.toISOString(),
      });
      expect(answer.millis).toBeGreaterThanOrEqual(0);
      expect(up.seen.map((request) => `${request.method} ${request.url}`)).toEqual(['HEAD /']);
    } finally {
      await up.close();
    }
  });

  it('asks with GET when the vendor refuses HEAD, and follows no redirect', async () => {
    const up = await vendor((method) => (method === 'HEAD' ? 405 : 302));
    try {
      expect(await probeOf(up.url).probe('PV', 1)).toMatchObject({
        reachable: true,
        status: 302,
        reason: 'ok',
      });
      expect(up.seen.map((request) => request.method)).toEqual(['HEAD', 'GET']);
    } finally {
      await up.close();
    }
  });

  it('calls a vendor answering 500 unreachable, with its status', async () => {
    const broken = await vendor(() => 500);
    try {
      expect(await probeOf(broken.url).probe('PV', 1)).toMatchObject({
        reachable: false,
        status: 500,
        reason: 'http-error',
      });
    } finally {
      await broken.close();
    }
  });

  it('gives up on a vendor that never answers after its timeout', async () => {
    const silent = await vendor(() => -1);
    try {
      const answer = await probeOf(silent.url, 150).probe('PV', 1);
      expect(answer).toMatchObject({ reachable: false, status: null, reason: 'timeout' });
      expect(answer.millis).toBeGreaterThanOrEqual(100);
      expect(silent.seen).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('says refused for a port nothing listens on', async () => {
    const port = await closedPort();
    expect(await probeOf(`http://127.0.0.1:${port}`).probe('PV', 1)).toMatchObject({
      reachable: false,
      status: null,
      reason: 'refused',
    });
  });

  it('says not-configured for a vendor without a launch URL and a house vendor, asking nobody', async () => {
    const probe = probeOf(null);
    expect(await probe.probe('PV', 1)).toMatchObject({
      reachable: false,
      status: null,
      reason: 'not-configured',
    });
    expect(await probe.probe('OLS', 1)).toMatchObject({ reason: 'not-configured' });
  });

  it('keeps each vendor’s last answer and counts an operator’s probes a minute', async () => {
    const up = await vendor(() => 204);
    try {
      const probe = createVendorProbe({
        seamless: { vendors: new Map([['PV', { secret: null, launchUrl: up.url }]]) },
        now: () => NOW,
        perMinute: 2,
      });
      expect(probe.last('PV')).toBeNull();
      await probe.probe('PV', 7);
      const second = await probe.probe('PV', 7);
      expect(probe.last('PV')).toEqual(second);
      await expect(probe.probe('PV', 7)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      // Another operator has probes of their own.
      expect(await probe.probe('PV', 8)).toMatchObject({ reason: 'ok', status: 204 });
    } finally {
      await up.close();
    }
  });
});

describe('the probe route', () => {
  let t: TestContext;
  let up: Vendor;
  let marketing: string;
  let payments: string;

  beforeAll(async () => {
    // Launch URLs must be https: the plain local server makes the secure connection fail.
    up = await vendor(() => 200);
    t = await createTestApp({
      env: {
        ...ACCOUNTS_ENV,
        SEAMLESS_SECRET_AV: 'a-vendor-secret-of-at-least-32-characters',
        SEAMLESS_LAUNCH_URL_AV: `https://127.0.0.1:${new URL(up.url).port}/games`,
      },
    });
    marketing = await operatorWith(t, 'probe_marketing', ['marketing']);
    payments = await operatorWith(t, 'probe_payments', ['payments']);
  });
  afterAll(async () => {
    await t.close();
    await up.close();
  });

  it('answers why a vendor cannot be reached, sends no secret, and shows it in the vendors list', async () => {
    const answer = await asOps(t, marketing, 'POST', '/ops/games/vendors/AV/probe');
    expect(answer.status).toBe(200);
    const probe = valueOf<OpsVendorProbe>(answer);
    expect(probe).toMatchObject({ reachable: false, status: null, reason: 'tls' });
    for (const request of up.seen)
      expect(JSON.stringify(request)).not.toContain('a-vendor-secret-of-at-least-32-characters');

    const vendors = valueOf<{ content: OpsVendor[] }>(await asOps(t, marketing, 'GET', '/ops/games/vendors'));
    expect(vendors.content.find((item) => item.code === 'AV')?.lastProbe).toEqual(probe);
    expect(vendors.content.find((item) => item.code === 'OLS')?.lastProbe).toBeNull();
  });

  it('says not-configured for a house vendor and 404 for an unknown one', async () => {
    expect(
      valueOf<OpsVendorProbe>(await asOps(t, marketing, 'POST', '/ops/games/vendors/OLS/probe')),
    ).toMatchObject({ reachable: false, reason: 'not-configured' });
    expect(await asOps(t, marketing, 'POST', '/ops/games/vendors/NOPE/probe')).toMatchObject({
      status: 404,
      code: 'VENDOR_NOT_FOUND',
    });
  });

  it('refuses a role without games.read, in Urdu too', async () => {
    expect(await asOps(t, payments, 'POST', '/ops/games/vendors/AV/probe', undefined, 'UR')).toMatchObject({
      status: 403,
      code: 'OPERATOR_FORBIDDEN',
      message: errorMessage('OPERATOR_FORBIDDEN', 'UR'),
    });
  });

  it('lets one operator probe only a few times a minute', async () => {
    const auditor = await operatorWith(t, 'probe_auditor', ['auditor']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await asOps(t, auditor, 'POST', '/ops/games/vendors/OLS/probe')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
