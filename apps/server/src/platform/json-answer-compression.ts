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
 * - A reused answer read with GET carries a strong ETag, the hash of its bytes computed once with its
 *   twins (so an identical answer a cache rebuilt keeps its tag), one per encoding as HTTP asks. A
 *   phone that sends it back in If-None-Match gets 304 and no body. A change (an operator's, through
 *   the cache bus) makes new bytes and so a new tag: the next read after it is a full 200.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** What a reused answer's requests share: its compressed twins and its tag per encoding. */
interface Prepared {
  readonly twins: Twins;
  readonly etags: Readonly<Record<Encoding | 'identity', string>>;
}

function prepare(digest: string): Prepared {
  // base64url: no `"` or `/`, and 43 characters hold all 256 bits.
  return {
    twins: {},
    etags: { identity: `"${digest}"`, br: `"${digest}-br"`, gzip: `"${digest}-gzip"` },
  };
}

/**
 * Whether If-None-Match names `etag` (or is `*`). RFC 9110 compares weakly here: a W/ prefix is
 * ignored.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

/** Recently compressed answers by content, for caches that rebuild the same bytes. */
const TWINS_BY_CONTENT_MAX = 64;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
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
  const prepared = new WeakMap<Buffer, Prepared>();
  const preparedByContent = createCache<string, Prepared>({ max: TWINS_BY_CONTENT_MAX });

  /** What is kept of a reused answer: by identity, else by content, else new. */
  function preparedOf(payload: Buffer): Prepared {
    const known = prepared.get(payload);
    if (known !== undefined) return known;
    const digest = createHash('sha256').update(payload).digest('base64url');
    const found = preparedByContent.remember(digest, () => prepare(digest));
    prepared.set(payload, found);
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
    const known = reused ? preparedOf(payload) : null;
    if (known !== null && revalidated(request, reply, known, encoding)) {
      done(null, null);
      return;
    }
    if (encoding === null) {
      done(null, payload);
      return;
    }
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (known === null) {
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
    let twin = known.twins[encoding];
    if (twin === undefined) {
      twin = once(encoding, bytes);
      known.twins[encoding] = twin;
    }
    done(null, twin);
  });

  /** A reused answer to a GET: tagged, and 304 without a body when the phone has these bytes. */
  function revalidated(
    request: FastifyRequest,
    reply: FastifyReply,
    known: Prepared,
    encoding: Encoding | null,
  ) {
    if (!(request.method === 'GET' || request.method === 'HEAD') || reply.statusCode !== 200) return false;
    const etag = known.etags[encoding ?? 'identity'];
    reply.header('etag', etag);
    if (!noneMatchHits(request.headers['if-none-match'], etag)) return false;
    reply.code(304);
    return true;
  }
}
