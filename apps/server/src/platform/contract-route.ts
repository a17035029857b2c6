/**
 * Registers a contract endpoint: its request schema on the query string (GET, DELETE) or body (POST,
 * PUT), its response schema inside the success envelope, and the gates every endpoint shares:
 * merchant, system status, whitelabel module and session rule, in that order.
 */
import {
  ApiHeader,
  type Endpoint,
  FORCED_CHANGE_ENDPOINTS,
  failureEnvelope,
  requestPart,
  successEnvelope,
} from '@openlobby/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type Spliced, createEnvelopeSerializer, createFailureSerializer } from './envelope-serializer.ts';
import { languageFromHeader } from './language.ts';
import type { RateLimitRule } from './rate-limit.ts';
import type { RegionPolicy } from './region.ts';
import type { MerchantAccess, MerchantDirectory, RequestContext } from './request-context.ts';
import { type SessionResolver, tokenFromHeader } from './session.ts';

export type ContractAnswer<E extends Endpoint> = z.input<E['response']> | Spliced<z.input<E['response']>>;

/**
 * A handler may answer at once (a read whose cached answer is at hand) or with a promise. An answer
 * given at once is sent in the same turn: no promise, no microtask per request.
 */
export type ContractHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: RequestContext,
  request: FastifyRequest,
) => ContractAnswer<E> | Promise<ContractAnswer<E>>;

export interface ContractRouteOptions {
  /**
   * `exempt` endpoints answer during maintenance and region restriction (the system module: the
   * client needs them to show the status pages); every other endpoint is refused then.
   */
  readonly statusGate?: 'enforce' | 'exempt';
  /** A stricter limit than the global one, e.g. for credential endpoints. */
  readonly rateLimit?: RateLimitRule;
  /** A larger body than MAX_REQUEST_BODY_BYTES (e.g. a picture sent as base64). */
  readonly bodyLimit?: number;
}

export interface ContractRouteDeps {
  readonly merchants: MerchantDirectory;
  readonly defaultMerchantCode: string;
  readonly region: RegionPolicy;
  readonly sessions: SessionResolver;
  /** Turns the encrypted envelope of endpoints marked `encrypted` into their plain body. */
  readonly decodeEncrypted?: (header: string | string[] | undefined, body: unknown) => Promise<unknown>;
}

/** Merchant codes are short identifiers; anything else cannot name a merchant. */
const successOf = <T>(value: T) => ({ success: true as const, value });

const MERCHANT_CODE = /^[A-Za-z0-9_]{1,32}$/;

declare module 'fastify' {
  interface FastifyInstance {
    contractRoute<E extends Endpoint>(
      endpoint: E,
      handler: ContractHandler<E>,
      options?: ContractRouteOptions,
    ): void;
  }
}

export const contractRoutes = fp<ContractRouteDeps>(
  (app, deps, done) => {
    app.decorateRequest('lobby', null);
    app.decorate('contractRoute', function contractRoute<
      E extends Endpoint,
    >(this: FastifyInstance, endpoint: E, handler: ContractHandler<E>, options: ContractRouteOptions = {}) {
      const part = requestPart(endpoint.method);
      const successSerializer = createEnvelopeSerializer(endpoint.response, endpoint.method, endpoint.path);
      const failureSerializer = createFailureSerializer(endpoint.method, endpoint.path);
      this.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: {
          operationId: endpoint.name,
          tags: [endpoint.path.split('/')[2] ?? 'api'],
          [part]: endpoint.request,
          response: {
            200: successEnvelope(endpoint.response),
            '4xx': failureEnvelope,
            '5xx': failureEnvelope,
          },
        },
        config: options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit },
        ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
        // Contract answers are JSON, compressed by json-answer-compression.ts.
        compress: false,
        // The success serializer may hand back a cached Buffer; Fastify sends Buffers as they are.
        serializerCompiler: ({ httpStatus }) =>
          (httpStatus === '200' ? successSerializer : failureSerializer) as (data: unknown) => string,
        onRequest: gate(endpoint, options, deps),
        ...(endpoint.encrypted && deps.decodeEncrypted !== undefined
          ? { preValidation: decrypting(deps.decodeEncrypted) }
          : {}),
        handler: (request) => {
          // The one cast of request input: E is generic here, so no type provider can name its
          // output, but the validator has just parsed this part with endpoint.request.
          // eslint-disable-next-line no-restricted-syntax
          const input = (part === 'body' ? request.body : request.query) as z.output<E['request']>;
          const context = request.lobby;
          if (context === null) throw new Error('contract route ran without its context');
          const answer = handler(input, context, request);
          return answer instanceof Promise ? answer.then(successOf) : successOf(answer);
        },
      });
    });
    done();
  },
  { name: 'contract-routes' },
);

/**
 * The gates as a callback hook: when the merchant is in the cache (nearly always) the sync checks
 * finish in the same turn, without the promise an async hook costs on every request.
 */
function gate(
  endpoint: Endpoint,
  options: ContractRouteOptions,
  deps: ContractRouteDeps,
): onRequestHookHandler {
  const enforceStatus = (options.statusGate ?? 'enforce') === 'enforce';

  /** Throws the first gate that refuses; a promise only when a session must be looked up. */
  function admit(request: FastifyRequest, found: MerchantAccess | null): Promise<void> | undefined {
    if (found === null) throw new ApiError('UNKNOWN_MERCHANT');
    const merchant = found;
    if (enforceStatus) {
      if (merchant.maintenance) throw new ApiError('MAINTENANCE');
      if ((merchant.region ?? deps.region).check(request.ip).restricted)
        throw new ApiError('REGION_RESTRICTED');
    }
    if (endpoint.module !== null && !merchant.flags[endpoint.module]) {
      throw new ApiError('MODULE_DISABLED', { module: endpoint.module });
    }
    const language = languageFromHeader(request.headers[ApiHeader.LANGUAGE]);
    if (endpoint.token === 'none') {
      request.lobby = { merchant, language, ip: request.ip, session: null };
      return undefined;
    }
    const token = tokenFromHeader(request.headers.authorization);
    if (token === null && endpoint.token === 'required') throw new ApiError('NOT_LOGGED_IN');
    return (token === null ? Promise.resolve(null) : deps.sessions.resolve(token, merchant.id)).then(
      (session) => {
        if (session === null && endpoint.token === 'required') throw new ApiError('SESSION_ENDED');
        // A forced password change (PWDEXPFORCECHANGE3) comes before anything else the member does.
        if (
          session?.mustChangePassword === true &&
          endpoint.token === 'required' &&
          merchant.flags.PWDEXPFORCECHANGE3 &&
          !(FORCED_CHANGE_ENDPOINTS as readonly string[]).includes(endpoint.name)
        )
          throw new ApiError('PASSWORD_CHANGE_REQUIRED');
        request.lobby = { merchant, language, ip: request.ip, session };
      },
    );
  }

  return (request, _reply, done) => {
    try {
      const code = merchantCodeOf(request, deps);
      const cached = deps.merchants.peek(code);
      const pending =
        cached === undefined
          ? deps.merchants.find(code).then((merchant) => admit(request, merchant))
          : admit(request, cached);
      if (pending === undefined) {
        done();
        return;
      }
      pending.then(
        () => done(),
        (error: unknown) => done(error as FastifyError),
      );
    } catch (error) {
      done(error as FastifyError);
    }
  };
}

/** Runs after the gates and before schema validation, so the decrypted body is validated as usual. */
function decrypting(
  decode: NonNullable<ContractRouteDeps['decodeEncrypted']>,
): preValidationAsyncHookHandler {
  return async (request) => {
    request.body = await decode(request.headers[ApiHeader.ENCRYPTION], request.body);
  };
}

function merchantCodeOf(request: FastifyRequest, deps: ContractRouteDeps): string {
  const header = request.headers[ApiHeader.MERCHANT];
  if (header === undefined || header === '') return deps.defaultMerchantCode;
  if (typeof header !== 'string' || !MERCHANT_CODE.test(header)) throw new ApiError('UNKNOWN_MERCHANT');
  return header.toUpperCase();
}
