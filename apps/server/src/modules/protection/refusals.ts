/**
 * Whether an error is a player limit's or an exclusion's refusal (the seamless bet answers either as
 * BET_LIMIT_EXCEEDED).
 */
import { exclusionErrorCatalogue, protectionErrorCatalogue } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';

export function isLimitRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code in protectionErrorCatalogue || error.code in exclusionErrorCatalogue)
  );
}
