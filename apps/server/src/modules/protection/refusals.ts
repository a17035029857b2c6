/** Whether an error is a player limit's refusal (the seamless bet answers it as BET_LIMIT_EXCEEDED). */
import { protectionErrorCatalogue } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';

export function isLimitRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code in protectionErrorCatalogue;
}
