/**
 * A request's logger is made only when it writes, and still writes every line with the request's
 * id, through the redacting serializers, at the level the app runs at.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { REDACTED } from './log-redaction.ts';
import { requestIdFor } from './request-id.ts';
import { requestLogging } from './request-logger.ts';

interface Line {
  readonly level: number;
  readonly msg?: string;
  readonly reqId?: string;
  readonly part?: string;
  readonly req?: { readonly url?: string };
}

const WARN = 40;

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A small app on the server's logging options, with routes that log at chosen levels. */
async function appAt(level: string): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const built = Fastify({
    ...requestLogging({ level, stream: { write: (line) => lines.push(JSON.parse(line) as Line) } }),
    genReqId: requestIdFor,
  });
  built.get('/quiet', () => ({ ok: true }));
  built.get('/chatty', (request) => {
    request.log.info('an info line');
    request.log.warn({ req: request }, 'a warning');
    request.log.child({ part: 'inner' }).error('an inner error');
    return { ok: true };
  });
  built.get('/traced', { logLevel: 'info' }, (request) => {
    request.log.info('traced');
    return { ok: true };
  });
  await built.ready();
  app = built;
  return { app: built, lines };
}

const get = (target: FastifyInstance, url: string, id: string) =>
  target.inject({ method: 'GET', url, headers: { 'x-request-id': id } });

describe('at the production level (warn)', () => {
  it('writes nothing for a request that logs nothing', async () => {
    const { app: target, lines } = await appAt('warn');
    expect((await get(target, '/quiet?token=abc', 'quiet-1')).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it("writes a request's warnings and errors with its id, redacted, and skips its info lines", async () => {
    const { app: target, lines } = await appAt('warn');
    await get(target, '/chatty?token=secret-1&page=2', 'chatty-1');
    await get(target, '/chatty', 'chatty-2');
    expect(lines.map((line) => [line.msg, line.reqId, line.part])).toEqual([
      ['a warning', 'chatty-1', undefined],
      ['an inner error', 'chatty-1', 'inner'],
      ['a warning', 'chatty-2', undefined],
      ['an inner error', 'chatty-2', 'inner'],
    ]);
    expect(lines.every((line) => line.level >= WARN)).toBe(true);
    expect(lines[0]?.req?.url).toBe(`/chatty?token=${REDACTED}&page=2`);
    expect(JSON.stringify(lines)).not.toContain('secret-1');
  });

  it("keeps a route's own level, with its access lines and id", async () => {
    const { app: target, lines } = await appAt('warn');
    await get(target, '/traced?token=secret-2', 'traced-1');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'traced-1'],
      ['traced', 'traced-1'],
      ['request completed', 'traced-1'],
    ]);
    expect(lines[0]?.req?.url).toBe(`/traced?token=${REDACTED}`);
  });
});

describe('at info', () => {
  it('writes the access lines and every other line of a request with its id', async () => {
    const { app: target, lines } = await appAt('info');
    await get(target, '/chatty?token=secret-3', 'info-1');
    await get(target, '/quiet', 'info-2');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'info-1'],
      ['an info line', 'info-1'],
      ['a warning', 'info-1'],
      ['an inner error', 'info-1'],
      ['request completed', 'info-1'],
      ['incoming request', 'info-2'],
      ['request completed', 'info-2'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-3');
  });
});

describe('the app', () => {
  const lines: Line[] = [];
  let t: TestContext | null = null;
  afterAll(async () => {
    await t?.close();
  });

  it("logs each request's lines with the id it answers with", async () => {
    t = await createTestApp({
      logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line) as Line) } },
    });
    const ids: string[] = [];
    for (const url of ['/wps/system/status', '/wps/system/status?token=secret-4', '/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url });
      ids.push(String(response.headers['x-request-id']));
    }
    const access = lines.filter(
      (line) => line.msg === 'incoming request' || line.msg === 'request completed',
    );
    expect(access.map((line) => line.reqId)).toEqual(ids.flatMap((id) => [id, id]));
    expect(new Set(ids).size).toBe(3);
    expect(JSON.stringify(lines)).not.toContain('secret-4');
  });
});
