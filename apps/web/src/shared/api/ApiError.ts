import type { ErrorCode } from '@openlobby/contract/client';

/** Codes the client itself produces when there is no server answer to read. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

/** A failed call: the server's stable code, its message, machine hints and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly data: Record<string, unknown>,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
