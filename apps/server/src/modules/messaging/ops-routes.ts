/** The messaging part of the operator API: announcements and popups, inbox messages. */
import {
  OPS_MESSAGING_PATHS,
  opsAnnouncementRequest,
  opsIdParam,
  opsInboxRequest,
} from '@openlobby/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type OperatorAuth, operatorActor } from '../operator/auth.ts';
import type { MessagingOperatorActions } from './operator-actions.ts';

export interface MessagingOpsDeps {
  readonly auth: OperatorAuth;
  readonly actions: MessagingOperatorActions;
  readonly defaultMerchantCode: string;
}

const ok = <T>(value: T) => ({ success: true as const, value });
const merchantQuery = z.object({
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
});

export function registerMessagingOpsRoutes(app: FastifyInstance, d: MessagingOpsDeps): void {
  const actor = operatorActor(d.auth);
  const merchant = d.defaultMerchantCode;

  app.post(
    OPS_MESSAGING_PATHS.announcements,
    { schema: { body: opsAnnouncementRequest } },
    async (request) => {
      const who = await actor(request);
      const body = request.body as z.output<typeof opsAnnouncementRequest>;
      return ok(await d.actions.createAnnouncement(who, body, merchant));
    },
  );
  app.put(
    OPS_MESSAGING_PATHS.announcement,
    { schema: { params: opsIdParam, body: opsAnnouncementRequest } },
    async (request) => {
      const who = await actor(request);
      const { id } = request.params as z.output<typeof opsIdParam>;
      const body = request.body as z.output<typeof opsAnnouncementRequest>;
      return ok(await d.actions.updateAnnouncement(who, id, body, merchant));
    },
  );
  app.delete(
    OPS_MESSAGING_PATHS.announcement,
    { schema: { params: opsIdParam, querystring: merchantQuery } },
    async (request) => {
      const who = await actor(request);
      const { id } = request.params as z.output<typeof opsIdParam>;
      const { merchantCode } = request.query as z.output<typeof merchantQuery>;
      return ok(await d.actions.deleteAnnouncement(who, id, merchantCode, merchant));
    },
  );
  app.post(OPS_MESSAGING_PATHS.inbox, { schema: { body: opsInboxRequest } }, async (request) => {
    const who = await actor(request);
    const body = request.body as z.output<typeof opsInboxRequest>;
    return ok(await d.actions.sendInbox(who, body, merchant));
  });
}
