import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isJsonContentType } from './content-type.ts';

const ONE_YEAR_S = 31_536_000;

/**
 * Strict headers for the app and the API. The CSP allows only our own origin: the web build has no
 * inline scripts or styles, images may be data: or blob: URLs, the socket may use ws/wss, and the
 * service worker and manifest come from our origin.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'"],
      // The lobby's service worker (/m/sw.js) and web manifest: our origin only, never blob: workers.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: ONE_YEAR_S, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Our /cdn images may be shown by the merchant's other sites.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The options with `imageOrigins` (an S3 picture store's public origin) allowed in img-src. */
export function withImageOrigins(options: HelmetOptions, imageOrigins: readonly string[]): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (imageOrigins.length === 0 || typeof csp !== 'object') return options;
  const directives = csp.directives ?? {};
  const imgSrc = [...((directives.imgSrc as string[] | undefined) ?? []), ...imageOrigins];
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...directives, imgSrc } } };
}

/**
 * The headers helmet would set, computed once. @fastify/helmet rebuilds helmet's middleware (and
 * re-parses the CSP) on every request, which cost about a third of a lobby read's throughput;
 * our headers never vary per request, so we ask helmet once and replay its answer.
 */
export function computeSecurityHeaders(
  options: HelmetOptions = securityHeaderOptions,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    // helmet reports a bad option through the callback; it must stop the server from starting.
    if (error instanceof Error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST set): nothing may load or frame it, no type sniffing,
 * HTTPS only, and no other site may read it through a no-cors request. The document headers (the
 * page CSP, COOP, referrer and the legacy switches) mean nothing to JSON, and phones on HTTP/1.1
 * would pay their ~800 bytes on every API call.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': `max-age=${ONE_YEAR_S}; includeSubDomains`,
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The request id and the security headers on every answer, errors included: the API set on JSON,
 * the document set on everything else (pages, scripts, styles, images). Chosen when the answer's
 * type is known; a header a route set itself (a page's own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, imageOrigins: readonly string[] = []): void {
  const documentHeaders = Object.entries(
    computeSecurityHeaders(withImageOrigins(securityHeaderOptions, imageOrigins)),
  );
  const apiHeaders = Object.entries(apiSecurityHeaders);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // A contract route's handler has no reply to set headers on: once its gates let it in
    // (request.lobby), the API set goes on without asking for each header (Fastify's hasHeader
    // looks in two places and was a fiftieth of a cached lobby read).
    // (Undefined when the contract routes are not registered, as in some tests.)
    if ((request.lobby ?? null) !== null && isJsonContentType(reply.getHeader('content-type'))) {
      for (const [name, value] of apiHeaders) void reply.header(name, value);
    } else {
      for (const [name, value] of isJsonContentType(reply.getHeader('content-type'))
        ? apiHeaders
        : documentHeaders) {
        if (!reply.hasHeader(name)) void reply.header(name, value);
      }
    }
    done(null, payload);
  });
}
