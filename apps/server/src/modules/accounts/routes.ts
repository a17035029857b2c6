/**
 * Accounts routes. The contract landed first so the web app can build against it; endpoints whose
 * server side is still being written answer MODULE_DISABLED instead of 404/405.
 */
import { accountsEndpoints } from '@openlobby/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';

export function registerAccountsRoutes(app: FastifyInstance): void {
  for (const endpoint of Object.values(accountsEndpoints)) {
    app.contractRoute(endpoint, () => Promise.reject(new ApiError('MODULE_DISABLED')));
  }
}
