import { type ErrorCode, errorStatus } from '@openlobby/contract';

/**
 * A failure the client should see: the error handler turns it into the failure envelope with the
 * message in the request's language. `data` carries machine hints only, never internals.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
    this.statusCode = errorStatus(code);
  }
}
