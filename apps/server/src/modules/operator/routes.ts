/**
 * The operator API under /ops: every route but login needs an operator session (Authorization
 * header) whose roles grant the route's permission (gate.ts), and sees and changes only the
 * operator's own merchant.
 */
import {
  OPS_PATHS,
  opsApproveRequest,
  opsDepositsRequest,
  opsIdParams,
  opsLoginRequest,
  opsRejectRequest,
  opsWithdrawalsRequest,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import { clientKey } from '../../platform/client-key.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import { depositRecord } from '../wallet/deposits.ts';
import type { PageQuery } from '../wallet/cashier.repository.ts';
import type { WalletService } from '../wallet/service.ts';
import { withdrawRecord } from '../wallet/withdrawals.ts';
import type { Actor, OperatorActions } from './actions.ts';
import { type Operator, type OperatorAuth, operatorOf } from './auth.ts';
import { opsAccess } from './gate.ts';
import type { App } from '../../platform/typed-app.ts';

export interface OperatorRouteDeps {
  readonly auth: OperatorAuth;
  readonly actions: OperatorActions;
  readonly wallet: WalletService;
  readonly perMinute: number;
}

const ok = <T>(value: T) => ({ success: true as const, value });
const FAR_PAST = '1970-01-01T00:00:00.000Z';
const FAR_FUTURE = '9999-12-31T00:00:00.000Z';

/** What every group of operator routes shares: the app, the deps and who is calling. */
interface OperatorRoutes {
  readonly app: App;
  readonly d: OperatorRouteDeps;
  /** The signed-in operator; no or an ended session is refused. */
  readonly operator: (request: FastifyRequest) => Promise<Operator>;
  /** The operator as the actor its decisions are recorded under. */
  readonly actor: (request: FastifyRequest) => Promise<Actor>;
}

export function registerOperatorRoutes(app: App, d: OperatorRouteDeps): void {
  const operator = operatorOf(d.auth);
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const found = await operator(request);
    return {
      name: `operator:${found.username}`,
      merchantId: found.merchantId,
      operatorId: found.id,
      address: request.ip,
    };
  };
  const routes: OperatorRoutes = { app, d, operator, actor };
  sessionRoutes(routes);
  queueRoutes(routes);
  decisionRoutes(routes);
  ledgerRoutes(routes);
}

/** The operator's merchant; naming another one is refused. */
function merchantOf(who: Operator, code: string | undefined): number {
  if (code !== undefined && code.toUpperCase() !== who.merchantCode.toUpperCase())
    throw new ApiError('OPERATOR_OTHER_MERCHANT');
  return who.merchantId;
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

/** The deposit and withdrawal queues: pending (or any status) requests of the operator's merchant. */
function queueRoutes({ app, d, operator }: OperatorRoutes): void {
  function queue<Row extends { member_id: number }, Item>(
    path: string,
    schema: typeof opsDepositsRequest | typeof opsWithdrawalsRequest,
    query: (merchantId: number, q: PageQuery) => Promise<[Row[], { n: string | number }]>,
    toItem: (row: Row, scale: number) => Item,
  ) {
    app.get(
      path,
      { schema: { querystring: schema }, config: opsAccess('payments.read') },
      async (request) => {
        const q = request.query;
        const merchantId = merchantOf(await operator(request), q.merchantCode);
        const { scale } = await d.wallet.currencyOf(merchantId);
        const page = {
          from: FAR_PAST,
          to: FAR_FUTURE,
          status: q.status,
          offset: (q.pageNo - 1) * q.pageSize,
          limit: q.pageSize,
        };
        const [rows, count] = await query(merchantId, page);
        return ok({
          content: rows.map((r) => ({ ...toItem(r, scale), memberId: r.member_id })),
          total: Number(count.n),
        });
      },
    );
  }
  const cashier = d.wallet.deps.cashier;
  queue(OPS_PATHS.deposits, opsDepositsRequest, (m, q) => cashier.depositPage(null, m, q), depositRecord);
  queue(
    OPS_PATHS.withdrawals,
    opsWithdrawalsRequest,
    (m, q) => cashier.withdrawalPage(null, m, q),
    withdrawRecord,
  );
}

/** Approving and rejecting deposits and withdrawals; a rejection's remark is its reason. */
function decisionRoutes({ app, d, actor }: OperatorRoutes): void {
  const decision = (
    path: string,
    body: typeof opsApproveRequest | typeof opsRejectRequest,
    act: (who: Actor, id: string, remark: string | null) => Promise<{ id: string; status: string }>,
  ) =>
    app.post(
      path,
      { schema: { params: opsIdParams, body }, config: opsAccess('payments.decide') },
      async (request) => {
        const who = await actor(request);
        const { id } = request.params;
        const { remark } = request.body;
        return ok(await act(who, id, remark ?? null));
      },
    );
  decision(OPS_PATHS.approveDeposit, opsApproveRequest, (who, id, remark) =>
    d.actions.approveDeposit(who, id, remark),
  );
  decision(OPS_PATHS.rejectDeposit, opsRejectRequest, (who, id, remark) =>
    d.actions.rejectDeposit(who, id, remark ?? ''),
  );
  decision(OPS_PATHS.approveWithdrawal, opsApproveRequest, (who, id, remark) =>
    d.actions.approveWithdrawal(who, id, remark),
  );
  decision(OPS_PATHS.rejectWithdrawal, opsRejectRequest, (who, id, remark) =>
    d.actions.rejectWithdrawal(who, id, remark ?? ''),
  );
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
