import {
  ApiHeader,
  type ErrorCode,
  type FailureEnvelope,
  errorMessage,
  errorStatus,
  exclusionMessage,
} from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader } from './language.ts';

export function failureBody(
  request: FastifyRequest,
  code: ErrorCode,
  data: Readonly<Record<string, unknown>> = {},
): FailureEnvelope {
  const language = languageFromHeader(request.headers[ApiHeader.LANGUAGE]);
  return {
    success: false,
    code,
    message: exclusionMessage(errorMessage(code, language), data, language),
    data: { ...data },
  };
}

/** Answers with the failure envelope; the one place that decides status and message for a code. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  data: Readonly<Record<string, unknown>> = {},
): FastifyReply {
  return reply
    .code(errorStatus(code))
    .type('application/json; charset=utf-8')
    .send(failureBody(request, code, data));
}
