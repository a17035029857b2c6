/**
 * The console's help centre, download links and customer-service entries under /ops, always on
 * the signed-in operator's own merchant: reads need content.read, writes content.manage and are
 * audited (help-content.repository.ts).
 */
import {
  OPS_HELP_CONTENT_PATHS as PATHS,
  opsCustomerServiceRequest,
  opsDownloadLinkRequest,
  opsHelpItemRequest,
  opsIdParam,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createHelpContentOps } from './help-content-service.ts';
import { createHelpContentRepository } from './help-content.repository.ts';

export interface HelpContentWiring {
  readonly db: Db;
  readonly auth: OperatorAuth;
  readonly secretBox: SecretBox;
  /** The lobby's settings cache (system service): dropped after each write. */
  readonly lobby: { contentChanged(): void };
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerHelpContentRoutes(app: App, w: HelpContentWiring): void {
  const ops = createHelpContentOps({
    repository: createHelpContentRepository(w.db),
    secretBox: w.secretBox,
    contentChanged: () => w.lobby.contentChanged(),
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const read = opsAccess('content.read');
  const manage = opsAccess('content.manage');
  async function scope(request: FastifyRequest) {
    const found = await operator(request);
    return { who: operatorActor(found, request), merchant: found.merchantCode };
  }
  const merchantOf = async (request: FastifyRequest) => (await operator(request)).merchantCode;
  const byId = { params: opsIdParam };

  app.get(PATHS.helpItems, { config: read }, async (request) =>
    ok({ content: await ops.helpItems(await merchantOf(request)) }),
  );
  app.post(PATHS.helpItems, { schema: { body: opsHelpItemRequest }, config: manage }, async (request) => {
    const { who, merchant } = await scope(request);
    return ok(await ops.createHelpItem(who, merchant, request.body));
  });
  app.put(
    PATHS.helpItem,
    { schema: { ...byId, body: opsHelpItemRequest }, config: manage },
    async (request) => {
      const { who, merchant } = await scope(request);
      return ok(await ops.updateHelpItem(who, merchant, request.params.id, request.body));
    },
  );
  app.delete(PATHS.helpItem, { schema: byId, config: manage }, async (request) => {
    const { who, merchant } = await scope(request);
    return ok(await ops.deleteHelpItem(who, merchant, request.params.id));
  });

  app.get(PATHS.downloadLinks, { config: read }, async (request) =>
    ok({ content: await ops.downloadLinks(await merchantOf(request)) }),
  );
  app.post(
    PATHS.downloadLinks,
    { schema: { body: opsDownloadLinkRequest }, config: manage },
    async (request) => {
      const { who, merchant } = await scope(request);
      return ok(await ops.createDownloadLink(who, merchant, request.body));
    },
  );
  app.put(
    PATHS.downloadLink,
    { schema: { ...byId, body: opsDownloadLinkRequest }, config: manage },
    async (request) => {
      const { who, merchant } = await scope(request);
      return ok(await ops.updateDownloadLink(who, merchant, request.params.id, request.body));
    },
  );
  app.delete(PATHS.downloadLink, { schema: byId, config: manage }, async (request) => {
    const { who, merchant } = await scope(request);
    return ok(await ops.deleteDownloadLink(who, merchant, request.params.id));
  });

  app.get(PATHS.customerService, { config: read }, async (request) =>
    ok({ content: await ops.customerService(await merchantOf(request)) }),
  );
  app.post(
    PATHS.customerService,
    { schema: { body: opsCustomerServiceRequest }, config: manage },
    async (request) => {
      const { who, merchant } = await scope(request);
      return ok(await ops.createCustomerService(who, merchant, request.body));
    },
  );
  app.put(
    PATHS.customerServiceEntry,
    { schema: { ...byId, body: opsCustomerServiceRequest }, config: manage },
    async (request) => {
      const { who, merchant } = await scope(request);
      return ok(await ops.updateCustomerService(who, merchant, request.params.id, request.body));
    },
  );
  app.delete(PATHS.customerServiceEntry, { schema: byId, config: manage }, async (request) => {
    const { who, merchant } = await scope(request);
    return ok(await ops.deleteCustomerService(who, merchant, request.params.id));
  });
}
