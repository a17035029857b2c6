/**
 * The messaging part of the operator API: announcements and popups, inbox messages, always on the
 * operator's own merchant; naming another merchant is refused.
 */
import {
  OPS_MESSAGING_PATHS,
  opsAnnouncementRequest,
  opsIdParam,
  opsInboxRequest,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { MessagingOperatorActions } from './operator-actions.ts';
import type { App } from '../../platform/typed-app.ts';

export interface MessagingOpsDeps {
  readonly auth: OperatorAuth;
  readonly actions: MessagingOperatorActions;
}

const ok = <T>(value: T) => ({ success: true as const, value });
const merchantQuery = z.object({
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
});

export function registerMessagingOpsRoutes(app: App, d: MessagingOpsDeps): void {
  const operator = operatorOf(d.auth);
  /** The operator as the audit actor, and its merchant code; another merchant's code is refused. */
  async function scope(request: FastifyRequest, named: string | undefined) {
    const found = await operator(request);
    if (named !== undefined && named.toUpperCase() !== found.merchantCode.toUpperCase())
      throw new ApiError('OPERATOR_OTHER_MERCHANT');
    return { who: operatorActor(found, request), merchant: found.merchantCode };
  }

  app.post(
    OPS_MESSAGING_PATHS.announcements,
    { schema: { body: opsAnnouncementRequest }, config: opsAccess('content.manage') },
    async (request) => {
      const body = request.body;
      const { who, merchant } = await scope(request, body.merchantCode);
      return ok(await d.actions.createAnnouncement(who, { ...body, merchantCode: merchant }, merchant));
    },
  );
  app.put(
    OPS_MESSAGING_PATHS.announcement,
    { schema: { params: opsIdParam, body: opsAnnouncementRequest }, config: opsAccess('content.manage') },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { who, merchant } = await scope(request, body.merchantCode);
      return ok(await d.actions.updateAnnouncement(who, id, { ...body, merchantCode: merchant }, merchant));
    },
  );
  app.delete(
    OPS_MESSAGING_PATHS.announcement,
    { schema: { params: opsIdParam, querystring: merchantQuery }, config: opsAccess('content.manage') },
    async (request) => {
      const { id } = request.params;
      const { merchantCode } = request.query;
      const { who, merchant } = await scope(request, merchantCode);
      return ok(await d.actions.deleteAnnouncement(who, id, merchant, merchant));
    },
  );
  const inboxRoute = { schema: { body: opsInboxRequest }, config: opsAccess('content.manage') };
  app.post(OPS_MESSAGING_PATHS.inbox, inboxRoute, async (request) => {
    const body = request.body;
    const { who, merchant } = await scope(request, body.merchantCode);
    return ok(await d.actions.sendInbox(who, { ...body, merchantCode: merchant }, merchant));
  });
}
