import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** The security headers and the request id on every answer, errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = Object.entries(computeSecurityHeaders());
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    for (const [name, value] of headers) void reply.header(name, value);
    done();
  });
}
