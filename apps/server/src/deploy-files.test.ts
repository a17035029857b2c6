/**
 * The deployment files operators run (deploy/, README.md "Several instances behind a proxy"),
 * checked without Docker: Debian's nginx tests the proxy configuration as shipped and runs it in
 * front of two real instances; compose.yaml is parsed for the services, settings and health checks
 * the README promises, and its instances' environment must be one the server accepts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  OPS_GAMES_PATHS,
  OPS_IMPORT_MAX_BYTES,
  VERIFICATION_UPLOAD_BODY_MAX_BYTES,
} from '@openlobby/contract';
import { loadConfig } from './config.ts';
import { shutDownGracefully } from './platform/health.ts';
import { ACCOUNTS_ENV, TEST_HUMAN_PASS } from './test/accounts-helpers.ts';
import { ChatClient } from './test/chat-client.ts';
import {
  DEPLOY_DIR,
  type RunningNginx,
  nginxConfigTest,
  nginxKnowsHttp2Directive,
  plainServerOn,
  readDeployFile as read,
  requireNginx,
  stageNginx,
  startNginx,
  upstreamFor,
} from './test/nginx-proxy.ts';
import { TEST_MERCHANT } from './test/test-app.ts';
import { type TwoInstances, twoInstances } from './test/two-instances.ts';
import { freePort } from './test/free-port.ts';

const cleanups: (() => void)[] = [];
function stage(files: Record<string, string>): string {
  const staging = stageNginx(files);
  cleanups.push(staging.remove);
  return staging.dir;
}

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('deploy/nginx', () => {
  it('passes nginx -t as shipped, with a stand-in certificate', () => {
    requireNginx();
    const certs = mkdtempSync(path.join(tmpdir(), 'openlobby-certs-'));
    cleanups.push(() => rmSync(certs, { recursive: true, force: true }));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=lobby.example.com',
        '-keyout',
        path.join(certs, 'privkey.pem'),
        '-out',
        path.join(certs, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    let servers = read('nginx/servers.conf').replaceAll('/etc/nginx/certs/', `${certs}/`);
    if (!nginxKnowsHttp2Directive()) servers = servers.replace(/^\s*http2 on;$/m, '');
    const dir = stage({ 'upstream.conf': read('nginx/upstream.conf'), 'servers.conf': servers });
    const result = nginxConfigTest(dir);
    expect(result.output).toContain('test is successful');
    expect(result.ok).toBe(true);
  });

  it('passes nginx -t rendered for two local instances, and fails it when a file is broken', () => {
    requireNginx();
    const upstream = upstreamFor(['127.0.0.1:4101', '127.0.0.1:4102']);
    expect(upstream).toContain('server 127.0.0.1:4102 max_fails=');
    const rendered = stage({ 'upstream.conf': upstream, 'servers.conf': plainServerOn(4100) });
    expect(nginxConfigTest(rendered).output).toContain('test is successful');

    const broken = stage({
      'upstream.conf': upstream,
      'servers.conf': plainServerOn(4100).replace('include locations.conf;', 'include locations.conf'),
    });
    expect(nginxConfigTest(broken).ok, 'a broken file fails the check').toBe(false);
  });

  it('takes every body the server accepts', () => {
    const limit = /client_max_body_size (\d+)m;/.exec(read('nginx/nginx.conf'));
    const bytes = Number(limit?.[1]) * 1024 * 1024;
    expect(bytes).toBeGreaterThanOrEqual(OPS_IMPORT_MAX_BYTES);
    expect(bytes).toBeGreaterThanOrEqual(VERIFICATION_UPLOAD_BODY_MAX_BYTES);
  });
});

describe('nginx in front of two instances', () => {
  let two: TwoInstances;
  let nginx: RunningNginx;
  let proxy = '';
  const ports: number[] = [];

  beforeAll(async () => {
    requireNginx();
    two = await twoInstances({ redis: false, env: { ...ACCOUNTS_ENV, TRUST_PROXY: '1' } });
    for (const instance of [two.a, two.b])
      ports.push(Number(new URL(await instance.app.listen({ port: 0, host: '127.0.0.1' })).port));
    const port = await freePort();
    const staging = stageNginx({
      'upstream.conf': upstreamFor(ports.map((instancePort) => `127.0.0.1:${instancePort}`)),
      'servers.conf': plainServerOn(port),
    });
    nginx = await startNginx(staging, port);
    proxy = nginx.url;
  });

  afterAll(async () => {
    await nginx?.stop();
    await two?.close();
  });

  /** Access-log lines once `count` of them are in (nginx writes them after answering). */
  async function logLines(count: number): Promise<string[]> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const lines = nginx
        .accessLog()
        .split('\n')
        .filter((line) => line.includes('upstream='));
      if (lines.length >= count || Date.now() > deadline) return lines;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const login = () =>
    fetch(`${proxy}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
      body: JSON.stringify({
        type: 'username',
        username: 'demo_player',
        password: 'Demo1234',
        humanCheckToken: TEST_HUMAN_PASS,
      }),
    });

  it('shares requests between the instances and passes members logging in and out', async () => {
    const before = (await logLines(0)).length;
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const ready = await fetch(`${proxy}/readyz`);
      expect(ready.status).toBe(200);
      ids.push(ready.headers.get('x-request-id') ?? '');
    }
    const served = (await logLines(before + 4)).slice(before).join('\n');
    for (const port of ports) expect(served).toContain(`upstream=127.0.0.1:${port}`);
    // The server logs nginx's request id as its own: one id finds a request in both logs.
    for (const id of ids) expect(served).toContain(`id=${id} `);

    const loggedIn = await login();
    expect(loggedIn.status).toBe(200);
    const { value } = (await loggedIn.json()) as { value: { token: string } };
    // DELETE goes the way that is never retried (locations.conf): it still reaches an instance.
    const logout = await fetch(`${proxy}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: value.token, 'user-agent': 'vitest' },
    });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toMatchObject({ success: true });
  });

  it('upgrades the chat socket and keeps the server’s own origin check', async () => {
    const chat = await ChatClient.open(proxy, proxy);
    await chat.close();
    expect(await ChatClient.refusal(proxy, 'https://elsewhere.example')).toBe(403);
  });

  it('passes large bodies on to the server and refuses only what no route accepts', async () => {
    const upload = (bytes: number) =>
      fetch(`${proxy}${OPS_GAMES_PATHS.importPreview}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"pad":"${'x'.repeat(bytes)}"}`,
      });
    // A catalogue import (up to 16 MiB) reaches the server, which answers it (no operator signed in).
    const passed = await upload(12 * 1024 * 1024);
    expect(passed.status).toBe(401);
    expect(await passed.json()).toMatchObject({ success: false });
    // Above every route's limit nginx refuses it itself (its own page, not the server's JSON).
    const refused = await upload(OPS_IMPORT_MAX_BYTES + 1024 * 1024);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('content-type')).toContain('text/html');
  });

  it('passes the server’s own 503 on, neither retried nor held against the instance', async () => {
    for (const instance of [two.a, two.b])
      await instance.app.system.setMaintenance(TEST_MERCHANT, true, 'test');
    try {
      const before = (await logLines(0)).length;
      for (let i = 0; i < 6; i += 1) {
        const games = await fetch(`${proxy}/wps/relay/GCSGAME_gameList`);
        expect(games.status).toBe(503);
        expect(await games.json()).toMatchObject({ code: 'MAINTENANCE' });
      }
      const lines = (await logLines(before + 6)).slice(before);
      // A retried request names both instances in its log line.
      for (const line of lines) expect(line).toMatch(/ upstream=127\.0\.0\.1:\d+ upstream_status=503 /);
      for (const port of ports) expect(lines.join('\n')).toContain(`upstream=127.0.0.1:${port} `);
    } finally {
      for (const instance of [two.a, two.b])
        await instance.app.system.setMaintenance(TEST_MERCHANT, false, 'test');
    }
  });

  it('sends everything, logins included, to the other instance once one has shut down', async () => {
    await shutDownGracefully(two.a.app, { drained: () => Promise.resolve() });
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${proxy}/readyz`)).status).toBe(200);
    // A refused connection means the login was never sent: nginx passes it on, once.
    for (let i = 0; i < 2; i += 1) expect((await login()).status).toBe(200);
  });
});

describe('deploy/compose.yaml', () => {
  interface Service {
    image?: string;
    environment?: Record<string, string>;
    healthcheck?: { test: string[] };
    depends_on?: Record<string, { condition: string }>;
    volumes?: string[];
    ports?: string[];
    networks?: Record<string, { ipv4_address?: string }> | string[];
    stop_grace_period?: string;
    env_file?: string;
  }
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const { services } = compose;
  const instances = ['server-1', 'server-2'] as const;

  it('runs PostgreSQL, Redis, two instances and nginx, each waiting for what it needs to be healthy', () => {
    expect(Object.keys(services).sort()).toEqual(['postgres', 'proxy', 'redis', 'server-1', 'server-2']);
    for (const name of ['postgres', 'redis', ...instances])
      expect(services[name]?.healthcheck?.test).toBeDefined();
    expect(services.postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(
      true,
    );
    for (const name of instances) {
      expect(services[name]?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(services[name]?.healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(services.proxy?.depends_on).toEqual({
      'server-1': { condition: 'service_healthy' },
      'server-2': { condition: 'service_healthy' },
    });
    // Only the proxy is reachable from outside.
    for (const [name, service] of Object.entries(services))
      if (name !== 'proxy') expect(service.ports, name).toBeUndefined();
  });

  it('gives every instance a configuration the server starts with in production, secrets from .env', () => {
    const example = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=', 2) as [string, string]),
    );
    expect(example.SERVER_SECRET, 'no secret in the repository').toBe('');
    expect(example.POSTGRES_PASSWORD, 'no password in the repository').toBe('');
    const operatorEnv: Record<string, string> = {
      ...example,
      SERVER_SECRET: 'an-operator-secret-of-at-least-32-characters',
      POSTGRES_PASSWORD: 'operatorpassword',
    };
    // compose's ${NAME:?message} takes the value from .env, and refuses to start without it.
    const interpolate = (value: string) =>
      value.replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_all, name: string) => operatorEnv[name] ?? '');

    for (const name of instances) {
      const service = services[name];
      const environment = service?.environment ?? {};
      expect(service?.env_file).toBe('.env');
      expect(environment).toMatchObject({ NODE_ENV: 'production', INSTANCE_COUNT: '2', TRUST_PROXY: '1' });
      expect(environment.SERVER_SECRET).toMatch(/^\$\{SERVER_SECRET:\?/);
      expect(environment.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?/);
      const config = loadConfig(
        Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value)])),
        tmpdir(),
      );
      expect(config.databaseUrl).toBe('postgres://openlobby:operatorpassword@postgres:5432/openlobby');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.trustProxy).toBe(1);
      expect(config.instanceCount).toBe(2);
    }
  });

  it('names the instances in nginx/upstream.conf by the addresses compose gives them', () => {
    const addresses = instances.map((name) => {
      const networks = services[name]?.networks;
      const address = Array.isArray(networks) ? undefined : networks?.openlobby?.ipv4_address;
      return `${address}:3000`;
    });
    const upstream = [...read('nginx/upstream.conf').matchAll(/^\s*server (\S+) /gm)].map(
      (match) => match[1],
    );
    expect(upstream).toEqual(addresses);
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('runs the production build as an unprivileged user, checked on /healthz and stopped with SIGTERM', () => {
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/NODE_ENV=production/);
    expect(final).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(final).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(final).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    // The compilers native modules may need stay in the build stages.
    expect(final).not.toMatch(/g\+\+|apt-get/);
    const instructions = dockerfile.replace(/^\s*#.*$/gm, '');
    expect(instructions, 'no secret baked in').not.toMatch(/SECRET|PASSWORD/);
  });

  it('leaves dependencies, builds, data and env files out of the build context', () => {
    const ignored = readFileSync(path.join(DEPLOY_DIR, '..', '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '**/.env', 'deploy/certs', '.git'])
      expect(ignored).toContain(entry);
  });
});
