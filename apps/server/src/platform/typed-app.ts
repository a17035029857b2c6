/**
 * The server's Fastify instance with the zod type provider: a route's `request.body`, `query` and
 * `params` are typed from the zod schemas it declares, so handlers read validated input without a
 * cast. Route modules take this type, not a plain FastifyInstance (which types them as unknown).
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
