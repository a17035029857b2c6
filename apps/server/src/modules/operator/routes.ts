/**
 * The operator API under /ops: every route but login needs an operator session (Authorization
 * header) whose roles grant the route's permission (gate.ts), and sees and changes only the
 * operator's own merchant. The deposit and withdrawal queues and decisions are payments'
 * (modules/payments).
 */
import { OPS_PATHS, opsLoginRequest } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import { clientKey } from '../../platform/client-key.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import type { WalletService } from '../wallet/service.ts';
import { type Operator, type OperatorAuth, operatorOf } from './auth.ts';
import { opsAccess } from './gate.ts';
import type { App } from '../../platform/typed-app.ts';

export interface OperatorRouteDeps {
  readonly auth: OperatorAuth;
  readonly wallet: WalletService;
  readonly perMinute: number;
}

const ok = <T>(value: T) => ({ success: true as const, value });

/** What every group of operator routes shares: the app, the deps and who is calling. */
interface OperatorRoutes {
  readonly app: App;
  readonly d: OperatorRouteDeps;
  /** The signed-in operator; no or an ended session is refused. */
  readonly operator: (request: FastifyRequest) => Promise<Operator>;
}

export function registerOperatorRoutes(app: App, d: OperatorRouteDeps): void {
  const routes: OperatorRoutes = { app, d, operator: operatorOf(d.auth) };
  sessionRoutes(routes);
  ledgerRoutes(routes);
}

/** Login (rate limited) and logout. */
function sessionRoutes({ app, d }: OperatorRoutes): void {
  app.post(
    OPS_PATHS.session,
    {
      schema: { body: opsLoginRequest },
      config: { rateLimit: strictRateLimit(d.perMinute), ...opsAccess('public') },
    },
    async (request) => {
      const body = request.body;
      return ok(await d.auth.login({ ...body, address: clientKey(request.ip) }));
    },
  );
  app.delete(OPS_PATHS.session, { config: opsAccess('signed-in') }, async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token !== null) await d.auth.logout(token);
    return ok({ loggedOut: true });
  });
}

/**
 * The ledger's reconciliation report of the operator's merchant. (A member's balance adjustment is
 * member management's: members/routes.ts, where a large one waits for a second operator.)
 */
function ledgerRoutes({ app, d, operator }: OperatorRoutes): void {
  app.get(OPS_PATHS.reconcile, { config: opsAccess('ledger.read') }, async (request) => {
    const who = await operator(request);
    return ok(await d.wallet.ledger.reconcile(who.merchantId));
  });
}
