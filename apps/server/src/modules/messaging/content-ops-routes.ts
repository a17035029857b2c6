/**
 * The console's content reads under /ops (content.read: every role with content.manage, and the
 * auditor, compliance and support, who see what players are shown; the writes beside them in
 * ops-routes.ts keep content.manage): the operator's own merchant's announcements, paged, and one
 * by id.
 */
import { OPS_MESSAGING_PATHS, opsAnnouncementsRequest, opsIdParam } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createContentOpsRepository } from './content-ops.repository.ts';
import { createContentOps } from './content-ops-service.ts';

export interface ContentOpsWiring {
  readonly db: Db;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerContentOpsRoutes(app: App, w: ContentOpsWiring): void {
  const content = createContentOps(createContentOpsRepository(w.db), w.now);
  const operator = operatorOf(w.auth);
  const access = opsAccess('content.read');

  app.get(
    OPS_MESSAGING_PATHS.announcements,
    { schema: { querystring: opsAnnouncementsRequest }, config: access },
    async (request) => ok(await content.list((await operator(request)).merchantCode, request.query)),
  );
  app.get(
    OPS_MESSAGING_PATHS.announcement,
    { schema: { params: opsIdParam }, config: access },
    async (request) => ok(await content.one((await operator(request)).merchantCode, request.params.id)),
  );
}
