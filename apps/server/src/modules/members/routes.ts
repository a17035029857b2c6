/**
 * Member management under /ops: finding members and reading a member's page need members.read;
 * lock, unlock, ending sessions, reset links and notes need members.manage; adjusting a balance and
 * deciding adjustments waiting for approval need balance.adjust; making an internal account needs
 * members.manage. Every route sees only the operator's own merchant.
 */
import {
  OPS_MEMBER_PATHS,
  OPS_PATHS,
  opsAddNoteRequest,
  opsCreateInternalAccountRequest,
  opsAdjustRequest,
  opsAdjustmentApprovalsRequest,
  opsApprovalParams,
  opsApproveAdjustmentRequest,
  opsEndSessionsRequest,
  opsLockRequest,
  opsMemberIdParams,
  opsMemberPageRequest,
  opsMemberSearchRequest,
  opsRejectAdjustmentRequest,
  opsUnlockRequest,
  opsMoveUplineRequest,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { MemberActions } from './actions.ts';
import type { Adjustments } from './adjustments.ts';
import type { ConsoleOperator } from './console-operator.ts';
import type { InternalAccounts } from './internal-accounts.ts';
import type { MemberReads, PageInput } from './service.ts';

export interface MemberRouteDeps {
  readonly auth: OperatorAuth;
  readonly reads: MemberReads;
  readonly actions: MemberActions;
  readonly adjustments: Adjustments;
  readonly internalAccounts: InternalAccounts;
}

const ok = <T>(value: T) => ({ success: true as const, value });

type MemberList = (merchantId: number, memberId: number, page: PageInput) => Promise<unknown>;

export function registerMemberRoutes(app: App, d: MemberRouteDeps): void {
  const operator = operatorOf(d.auth);
  const who = async (request: FastifyRequest): Promise<ConsoleOperator> => {
    const found = await operator(request);
    return {
      id: found.id,
      username: found.username,
      merchantId: found.merchantId,
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    };
  };
  const read = opsAccess('members.read');
  const manage = opsAccess('members.manage');

  app.get(
    OPS_MEMBER_PATHS.search,
    { schema: { querystring: opsMemberSearchRequest }, config: read },
    async (request) => ok(await d.reads.search((await who(request)).merchantId, request.query)),
  );
  app.get(OPS_MEMBER_PATHS.member, { schema: { params: opsMemberIdParams }, config: read }, async (request) =>
    ok(await d.reads.view((await who(request)).merchantId, request.params.memberId)),
  );
  app.get(
    OPS_MEMBER_PATHS.addresses,
    { schema: { params: opsMemberIdParams }, config: read },
    async (request) => ok(await d.reads.addresses((await who(request)).merchantId, request.params.memberId)),
  );
  app.get(
    OPS_MEMBER_PATHS.devices,
    { schema: { params: opsMemberIdParams }, config: read },
    async (request) => ok(await d.reads.devices((await who(request)).merchantId, request.params.memberId)),
  );

  const lists: [string, MemberList][] = [
    [OPS_MEMBER_PATHS.ledger, (m, id, page) => d.reads.ledger(m, id, page)],
    [OPS_MEMBER_PATHS.bets, (m, id, page) => d.reads.bets(m, id, page)],
    [OPS_MEMBER_PATHS.deposits, (m, id, page) => d.reads.deposits(m, id, page)],
    [OPS_MEMBER_PATHS.withdrawals, (m, id, page) => d.reads.withdrawals(m, id, page)],
    [OPS_MEMBER_PATHS.rewards, (m, id, page) => d.reads.rewards(m, id, page)],
    [OPS_MEMBER_PATHS.sessions, (m, id, page) => d.reads.sessions(m, id, page)],
    [OPS_MEMBER_PATHS.notes, (m, id, page) => d.reads.notes(m, id, page)],
    [OPS_MEMBER_PATHS.team, (m, id, page) => d.reads.team(m, id, page)],
    [OPS_MEMBER_PATHS.audit, (m, id, page) => d.reads.audit(m, id, page)],
  ];
  for (const [path, list] of lists)
    app.get(
      path,
      { schema: { params: opsMemberIdParams, querystring: opsMemberPageRequest }, config: read },
      async (request) =>
        ok(await list((await who(request)).merchantId, request.params.memberId, request.query)),
    );

  app.post(
    OPS_MEMBER_PATHS.internalAccount,
    { schema: { body: opsCreateInternalAccountRequest }, config: manage },
    async (request) => ok(await d.internalAccounts.create(await who(request), request.body)),
  );
  app.post(
    OPS_MEMBER_PATHS.notes,
    { schema: { params: opsMemberIdParams, body: opsAddNoteRequest }, config: manage },
    async (request) =>
      ok(await d.actions.addNote(await who(request), request.params.memberId, request.body.body)),
  );
  app.post(
    OPS_MEMBER_PATHS.lock,
    { schema: { params: opsMemberIdParams, body: opsLockRequest }, config: manage },
    async (request) =>
      ok(await d.actions.lock(await who(request), request.params.memberId, request.body.reason)),
  );
  app.post(
    OPS_MEMBER_PATHS.unlock,
    { schema: { params: opsMemberIdParams, body: opsUnlockRequest }, config: manage },
    async (request) =>
      ok(await d.actions.unlock(await who(request), request.params.memberId, request.body.reason)),
  );
  app.post(
    OPS_MEMBER_PATHS.upline,
    { schema: { params: opsMemberIdParams, body: opsMoveUplineRequest }, config: manage },
    async (request) =>
      ok(
        await d.actions.moveUpline(
          await who(request),
          request.params.memberId,
          request.body.uplineUsername,
          request.body.reason,
        ),
      ),
  );
  app.post(
    OPS_MEMBER_PATHS.endSessions,
    { schema: { params: opsMemberIdParams, body: opsEndSessionsRequest }, config: manage },
    async (request) =>
      ok(await d.actions.endSessions(await who(request), request.params.memberId, request.body.reason)),
  );
  app.post(
    OPS_MEMBER_PATHS.resetLink,
    { schema: { params: opsMemberIdParams }, config: manage },
    async (request) => ok(await d.actions.sendResetLink(await who(request), request.params.memberId)),
  );

  adjustmentRoutes(app, d, who);
}

function adjustmentRoutes(
  app: App,
  d: MemberRouteDeps,
  who: (request: FastifyRequest) => Promise<ConsoleOperator>,
): void {
  const adjust = opsAccess('balance.adjust');
  app.post(
    OPS_PATHS.adjust,
    { schema: { params: opsMemberIdParams, body: opsAdjustRequest }, config: adjust },
    async (request, reply) => {
      const outcome = await d.adjustments.request(await who(request), {
        memberId: request.params.memberId,
        ...request.body,
      });
      // Accepted, not done: the money moves when a second operator approves.
      if (outcome.status === 'pending') void reply.code(202);
      return ok(outcome);
    },
  );
  app.get(
    OPS_MEMBER_PATHS.adjustmentApprovals,
    { schema: { querystring: opsAdjustmentApprovalsRequest }, config: adjust },
    async (request) => {
      const q = request.query;
      return ok(await d.adjustments.page(await who(request), q.state, q.pageNo, q.pageSize));
    },
  );
  app.post(
    OPS_MEMBER_PATHS.approveAdjustment,
    { schema: { params: opsApprovalParams, body: opsApproveAdjustmentRequest }, config: adjust },
    async (request) =>
      ok(
        await d.adjustments.approve(
          await who(request),
          request.params.approvalId,
          request.body.remark ?? null,
        ),
      ),
  );
  app.post(
    OPS_MEMBER_PATHS.rejectAdjustment,
    { schema: { params: opsApprovalParams, body: opsRejectAdjustmentRequest }, config: adjust },
    async (request) =>
      ok(await d.adjustments.reject(await who(request), request.params.approvalId, request.body.remark)),
  );
}
