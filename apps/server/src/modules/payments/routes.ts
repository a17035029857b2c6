/**
 * The payments API under /ops: the deposit and withdrawal queues and a withdrawal's facts need
 * payments.read; confirming or rejecting a deposit and approving, rejecting or marking paid a
 * withdrawal need payments.decide. Every route sees only the operator's own merchant; naming
 * another merchant is refused.
 */
import {
  OPS_PAYMENT_PATHS,
  opsApproveRequest,
  opsDepositsRequest,
  opsMarkPaidRequest,
  opsPaymentIdParams,
  opsRejectRequest,
  opsWithdrawalsRequest,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { PaymentOperator, Payments } from './service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerPaymentRoutes(app: App, auth: OperatorAuth, payments: Payments): void {
  const operator = operatorOf(auth);
  const who = async (request: FastifyRequest, merchantCode?: string): Promise<PaymentOperator> => {
    const found = await operator(request);
    if (merchantCode !== undefined && merchantCode.toUpperCase() !== found.merchantCode.toUpperCase())
      throw new ApiError('OPERATOR_OTHER_MERCHANT');
    return { id: found.id, username: found.username, merchantId: found.merchantId, address: request.ip };
  };
  const read = opsAccess('payments.read');
  const decide = opsAccess('payments.decide');
  const paging = (q: { pageNo: number; pageSize: number }) => ({
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });

  app.get(
    OPS_PAYMENT_PATHS.deposits,
    { schema: { querystring: opsDepositsRequest }, config: read },
    async (request) => {
      const q = request.query;
      return ok(await payments.deposits(await who(request, q.merchantCode), q.status, paging(q)));
    },
  );
  app.get(
    OPS_PAYMENT_PATHS.withdrawals,
    { schema: { querystring: opsWithdrawalsRequest }, config: read },
    async (request) => {
      const q = request.query;
      return ok(await payments.withdrawals(await who(request, q.merchantCode), q.status, paging(q)));
    },
  );
  app.get(
    OPS_PAYMENT_PATHS.withdrawalFacts,
    { schema: { params: opsPaymentIdParams }, config: read },
    async (request) => ok(await payments.facts(await who(request), request.params.id)),
  );

  app.post(
    OPS_PAYMENT_PATHS.approveDeposit,
    { schema: { params: opsPaymentIdParams, body: opsApproveRequest }, config: decide },
    async (request) =>
      ok(await payments.approveDeposit(await who(request), request.params.id, request.body.remark ?? null)),
  );
  app.post(
    OPS_PAYMENT_PATHS.rejectDeposit,
    { schema: { params: opsPaymentIdParams, body: opsRejectRequest }, config: decide },
    async (request) =>
      ok(await payments.rejectDeposit(await who(request), request.params.id, request.body.remark)),
  );
  app.post(
    OPS_PAYMENT_PATHS.approveWithdrawal,
    { schema: { params: opsPaymentIdParams, body: opsApproveRequest }, config: decide },
    async (request) =>
      ok(
        await payments.approveWithdrawal(await who(request), request.params.id, request.body.remark ?? null),
      ),
  );
  app.post(
    OPS_PAYMENT_PATHS.rejectWithdrawal,
    { schema: { params: opsPaymentIdParams, body: opsRejectRequest }, config: decide },
    async (request) =>
      ok(await payments.rejectWithdrawal(await who(request), request.params.id, request.body.remark)),
  );
  app.post(
    OPS_PAYMENT_PATHS.markWithdrawalPaid,
    { schema: { params: opsPaymentIdParams, body: opsMarkPaidRequest }, config: decide },
    async (request) => {
      const reference = request.body.reference?.trim() ?? '';
      return ok(
        await payments.markPaid(await who(request), request.params.id, reference === '' ? null : reference),
      );
    },
  );
}
