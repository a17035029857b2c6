/**
 * The one way an /ops route says who may call it: `config: { opsAccess }`, a permission from the
 * contract, `signed-in` (any operator, e.g. logout) or `public` (login, the agent page's static
 * files). Registering an /ops route without it fails at start, so no route can be added unchecked;
 * the check runs on the server before the body is read, so a role that may not act learns nothing
 * from validation either.
 */
import type { OpsPermission } from '@openlobby/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import type { App } from '../../platform/typed-app.ts';
import type { OperatorAuth } from './auth.ts';
import { mayDo } from './permissions.ts';

export type OpsAccess = OpsPermission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an /ops route (gate.ts); required on every one. */
    opsAccess?: OpsAccess;
  }
}

export const OPS_PREFIX = '/ops';
const isOpsUrl = (url: string) => url === OPS_PREFIX || url.startsWith(`${OPS_PREFIX}/`);

/** Route options granting `access`: spread into an /ops route's options. */
export const opsAccess = (access: OpsAccess) => ({ opsAccess: access });

function gateFor(auth: OperatorAuth, access: Exclude<OpsAccess, 'public'>): onRequestAsyncHookHandler {
  return async (request) => {
    const operator = await auth.resolve(tokenFromHeader(request.headers.authorization));
    if (access !== 'signed-in' && !mayDo(operator.roles, access))
      throw new ApiError('OPERATOR_FORBIDDEN', { permission: access });
    request.signedInOperator = operator;
  };
}

/** Must run before any /ops route is registered. */
export function registerPermissionGate(app: App, auth: OperatorAuth): void {
  app.addHook('onRoute', (route) => {
    if (!isOpsUrl(route.url)) return;
    const access = route.config?.opsAccess;
    if (access === undefined)
      throw new Error(`${String(route.method)} ${route.url} declares no operator permission (opsAccess)`);
    if (access === 'public') return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [gateFor(auth, access), ...own];
  });
}
