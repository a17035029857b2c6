/**
 * Compression of the API's JSON answers, in one synchronous-when-possible hook; contract routes
 * leave @fastify/compress out (its two hooks per request cost a tenth of a small read's
 * throughput), which still compresses everything else (pages, text).
 *
 * - Reused answers (envelope-serializer.ts) never change, so each is compressed once per encoding
 *   and the twin kept as long as the answer (a WeakMap on its bytes). A cache that rebuilds an
 *   identical answer (the catalogue's, every few seconds) finds its twins again by content.
 *   Phones always send Accept-Encoding; compressing hot games (about 30 kB of JSON) per request
 *   cost eight times the throughput of sending it plain.
 * - Other JSON answers (a member's records, errors) are compressed per request off the event loop.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createCache } from './cache.ts';
import { isJsonContentType } from './content-type.ts';
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
  return decided.remember(header, () => decide(header));
}

/** Clients send a handful of distinct headers; a bounded memo keeps parsing off the hot path. */
const decided = createCache<string, Encoding | null>({ max: 256 });

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
  // Once per answer, so the best ratio: quality 11 took no longer than 9 on hot games (~35 ms for
  // 30 kB) and came out 9% smaller.
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 9 });
}

/** Per request, in libuv's pool: brotli quality 4 as @fastify/compress, gzip's default level. */
export function compressPerRequest(
  encoding: Encoding,
  bytes: Buffer,
  callback: (error: Error | null, result: Buffer) => void,
): void {
  if (encoding === 'br') {
    brotliCompress(
      bytes,
      {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      },
      callback,
    );
  } else {
    gzip(bytes, callback);
  }
}

type Twins = Partial<Record<Encoding, Buffer>>;

/** Recently compressed answers by content, for caches that rebuild the same bytes. */
const TWINS_BY_CONTENT_MAX = 64;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) {
    reply.header('vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
  }
}

export interface JsonAnswerCompressors {
  /** For reused answers, whose twins are kept. */
  readonly once?: typeof compressOnce;
  readonly perRequest?: typeof compressPerRequest;
}

export function registerJsonAnswerCompression(
  app: FastifyInstance,
  compressors: JsonAnswerCompressors = {},
): void {
  const { once = compressOnce, perRequest = compressPerRequest } = compressors;
  const twins = new WeakMap<Buffer, Twins>();
  const twinsByContent = createCache<string, Twins>({ max: TWINS_BY_CONTENT_MAX });

  /** The kept twins of a reused answer: by identity, else by content, else new. */
  function twinsOf(payload: Buffer): Twins {
    const known = twins.get(payload);
    if (known !== undefined) return known;
    const digest = createHash('sha256').update(payload).digest('base64');
    const found = twinsByContent.remember(digest, () => ({}));
    twins.set(payload, found);
    return found;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const reused = Buffer.isBuffer(payload) && isReusedEnvelope(payload);
    if (
      !(
        reused ||
        ((typeof payload === 'string' || Buffer.isBuffer(payload)) &&
          isJsonContentType(reply.getHeader('content-type')))
      ) ||
      reply.getHeader('content-encoding') !== undefined ||
      // Measured before copying: most answers (errors, small reads) go out as they are.
      (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) <
        COMPRESSION_THRESHOLD_BYTES
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
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (!reused) {
      perRequest(encoding, bytes, (error, compressed) => {
        if (error) {
          // The answer is already decided (a member's record, a payment's result): it goes out plain
          // rather than as a 500.
          request.log.warn({ err: error }, 'JSON answer left uncompressed');
          done(null, payload);
          return;
        }
        reply.header('content-encoding', encoding);
        done(null, compressed);
      });
      return;
    }
    reply.header('content-encoding', encoding);
    const known = twinsOf(bytes);
    let twin = known[encoding];
    if (twin === undefined) {
      twin = once(encoding, bytes);
      known[encoding] = twin;
    }
    done(null, twin);
  });
}
