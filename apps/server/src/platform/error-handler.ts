/**
 * The one error handler. Every failure leaves as the contract's failure envelope: bad input of any
 * kind is a 4xx with a stable code; anything unexpected is a logged 500 INTERNAL whose body says
 * nothing about the cause.
 */
import type { ErrorCode } from '@openlobby/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';
import { sendFailure } from './failure.ts';

/** Fastify's own 4xx errors and the code each one becomes. */
const FRAMEWORK_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** Fallback by status for client errors from plugins that carry no code we know. */
const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) return sendFailure(request, reply, error.code, error.data);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = (error as FastifyError).validationContext ?? 'request';
    const issues: ValidationIssue[] = error.validation.map((issue) => ({
      path: `${part}${issue.instancePath === '/' ? '' : issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message ?? 'invalid',
    }));
    return sendFailure(request, reply, 'VALIDATION_FAILED', { issues });
  }

  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code === undefined ? undefined : FRAMEWORK_CODES[fastifyError.code];
  if (known !== undefined) return sendFailure(request, reply, known);

  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error without a known code');
    return sendFailure(request, reply, STATUS_CODES[status] ?? 'VALIDATION_FAILED');
  }

  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return sendFailure(request, reply, 'INTERNAL');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
