/**
 * The launch call (a contract endpoint like any other) and the vendors' seamless-wallet endpoint.
 * The vendor endpoint lives in its own plugin scope: its signature is over the raw body, so the
 * scope keeps every body as the raw buffer, and its answers are the protocol's `{ status }` bodies,
 * not the lobby's envelope, even for a body too large or a content type nobody reads.
 */
import {
  SEAMLESS_BASE_PATH,
  SEAMLESS_HTTP_STATUS,
  SEAMLESS_SIGNATURE_HEADER,
  SeamlessStatus,
  endpoints,
} from '@openlobby/contract';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { Session } from '../../platform/session.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { SeamlessService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

const params = z.object({ vendor: z.string().max(64), action: z.string().max(32) });

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
function member(ctx: RequestContext): Session {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return ctx.session;
}

export function registerSeamlessRoutes(
  app: App,
  service: SeamlessService,
  vendorCallsPerMinute: number,
): void {
  app.contractRoute(endpoints.launchGame, (input, ctx) =>
    service.launch(ctx.merchant.id, member(ctx), input, ctx.language),
  );

  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, raw, parsed) => {
      parsed(null, raw);
    });
    // Whatever goes wrong before the handler (size, parsing, rate limit) is still a protocol answer.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) throw error;
      return reply
        .code(status === 429 ? 429 : SEAMLESS_HTTP_STATUS.INVALID_REQUEST)
        .send({ status: SeamlessStatus.INVALID_REQUEST });
    });
    scope.post(
      `${SEAMLESS_BASE_PATH}/:vendor/:action`,
      {
        config: { rateLimit: strictRateLimit(vendorCallsPerMinute) },
        // Answers are a few dozen bytes of JSON (json-answer-compression.ts would pass on them too):
        // @fastify/compress's hook on every bet and win bought nothing.
        compress: false,
      },
      async (request, reply) => {
        const parsed = params.safeParse(request.params);
        const signature = request.headers[SEAMLESS_SIGNATURE_HEADER.toLowerCase()];
        const result = parsed.success
          ? await service.handle({
              vendor: parsed.data.vendor,
              action: parsed.data.action,
              rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              signature: typeof signature === 'string' ? signature : undefined,
            })
          : { httpStatus: 400, body: { status: SeamlessStatus.INVALID_REQUEST } };
        return reply.code(result.httpStatus).header('cache-control', 'no-store').send(result.body);
      },
    );
    done();
  });
}
