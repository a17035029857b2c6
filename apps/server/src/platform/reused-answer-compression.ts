/**
 * Compressed twins of reused answers. Phones always send Accept-Encoding, and @fastify/compress
 * compresses every answer on every request: for the lobby's largest reads (hot games, about 30 kB
 * of JSON, and a game-list page) that cost eight times the throughput of sending them plain. An
 * answer the serializer reuses (envelope-serializer.ts) never changes, so each is compressed once
 * per encoding and the twin is kept as long as the answer itself (a WeakMap on its bytes).
 * Everything else still goes through @fastify/compress, which leaves an encoded answer alone.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isReusedEnvelope } from './envelope-serializer.ts';

/** As @fastify/compress: smaller answers are not worth a header and a decoder. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: br when the client takes it at least as
 * gladly as gzip, else gzip, else none. `*` stands for any encoding the header does not name, and
 * q=0 refuses one.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (header === undefined) return null;
  const known = decided.get(header);
  if (known !== undefined) return known;
  const encoding = decide(header);
  // Clients send a handful of distinct headers; a bounded memo keeps parsing off the hot path.
  if (decided.size >= DECIDED_MAX) decided.clear();
  decided.set(header, encoding);
  return encoding;
}

const DECIDED_MAX = 256;
const decided = new Map<string, Encoding | null>();

function decide(header: string): Encoding | null {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const name = token.trim().toLowerCase();
    if (name === '') continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding): number => named.get(encoding) ?? named.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

export function compressOnce(encoding: Encoding, bytes: Buffer): Buffer {
  // Once per answer, so a better ratio than per-request compression can afford.
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 9 });
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) {
    reply.header('vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
  }
}

export function registerReusedAnswerCompression(
  app: FastifyInstance,
  compress: (encoding: Encoding, bytes: Buffer) => Buffer = compressOnce,
): void {
  const twins = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !Buffer.isBuffer(payload) ||
      payload.length < COMPRESSION_THRESHOLD_BYTES ||
      !isReusedEnvelope(payload) ||
      reply.getHeader('content-encoding') !== undefined
    ) {
      done(null, payload);
      return;
    }
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) {
      done(null, payload);
      return;
    }
    const known = twins.get(payload) ?? {};
    let twin = known[encoding];
    if (twin === undefined) {
      twin = compress(encoding, payload);
      known[encoding] = twin;
      twins.set(payload, known);
    }
    reply.header('content-encoding', encoding);
    done(null, twin);
  });
}
