/**
 * Promotions under /ops: reading needs promotions.read, every change promotions.write (and is
 * audited in ops-service.ts). The operator's own merchant only.
 */
import {
  OPS_PROMOTION_PATHS,
  opsApplicationParams,
  opsApplicationsRequest,
  opsApproveApplicationRequest,
  opsCancelBonusRequest,
  opsMemberBonusParams,
  opsPromotionEnabledRequest,
  opsPromotionOrderRequest,
  opsPromotionParams,
  opsPromotionRequest,
  opsRejectApplicationRequest,
} from '@openlobby/contract';
import { opsMemberIdParams } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import type { BonusService } from '../bonus/service.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { createOpsPromotionRepository } from './ops-promotions.repository.ts';
import { type OpsScope, createOpsPromotions } from './ops-service.ts';
import { createPromotionRepository } from './repository.ts';

export interface OpsPromotionsWiring {
  readonly db: Db;
  readonly bonus: BonusService;
  readonly auth: OperatorAuth;
  readonly currencyOf: (merchantId: number) => Promise<{ readonly code: string; readonly scale: number }>;
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerOpsPromotionRoutes(app: App, w: OpsPromotionsWiring): void {
  const service = createOpsPromotions({
    db: w.db,
    promotions: createPromotionRepository(w.db),
    ops: createOpsPromotionRepository(w.db),
    bonus: w.bonus,
    currencyOf: w.currencyOf,
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const read = opsAccess('promotions.read');
  const write = opsAccess('promotions.write');
  const merchantOf = async (request: FastifyRequest) => (await operator(request)).merchantId;
  const scopeOf = async (request: FastifyRequest): Promise<OpsScope> => {
    const found = await operator(request);
    return { merchantId: found.merchantId, actor: operatorActor(found, request) };
  };

  app.get(OPS_PROMOTION_PATHS.promotions, { config: read }, async (request) =>
    ok({ content: await service.list(await merchantOf(request)) }),
  );
  app.post(
    OPS_PROMOTION_PATHS.promotions,
    { schema: { body: opsPromotionRequest }, config: write },
    async (request) => ok({ promotion: await service.create(await scopeOf(request), request.body) }),
  );
  app.put(
    OPS_PROMOTION_PATHS.promotionOrder,
    { schema: { body: opsPromotionOrderRequest }, config: write },
    async (request) => ok({ content: await service.setOrder(await scopeOf(request), request.body.promoIds) }),
  );
  app.get(OPS_PROMOTION_PATHS.liability, { config: read }, async (request) =>
    ok(await service.liability(await merchantOf(request))),
  );
  app.put(
    OPS_PROMOTION_PATHS.promotion,
    { schema: { params: opsPromotionParams, body: opsPromotionRequest }, config: write },
    async (request) =>
      ok({ promotion: await service.update(await scopeOf(request), request.params.promoId, request.body) }),
  );
  app.put(
    OPS_PROMOTION_PATHS.promotionEnabled,
    { schema: { params: opsPromotionParams, body: opsPromotionEnabledRequest }, config: write },
    async (request) =>
      ok({
        promotion: await service.setEnabled(
          await scopeOf(request),
          request.params.promoId,
          request.body.enabled,
        ),
      }),
  );

  app.get(
    OPS_PROMOTION_PATHS.applications,
    { schema: { querystring: opsApplicationsRequest }, config: read },
    async (request) => ok(await service.applications(await merchantOf(request), request.query)),
  );
  app.get(
    OPS_PROMOTION_PATHS.application,
    { schema: { params: opsApplicationParams }, config: read },
    async (request) =>
      ok({ application: await service.application(await merchantOf(request), request.params.id) }),
  );
  app.post(
    OPS_PROMOTION_PATHS.approve,
    {
      schema: { params: opsApplicationParams, body: opsApproveApplicationRequest.optional() },
      config: write,
    },
    async (request) => ok({ application: await service.approve(await scopeOf(request), request.params.id) }),
  );
  app.post(
    OPS_PROMOTION_PATHS.reject,
    { schema: { params: opsApplicationParams, body: opsRejectApplicationRequest }, config: write },
    async (request) =>
      ok({
        application: await service.reject(await scopeOf(request), request.params.id, request.body.reason),
      }),
  );

  app.get(
    OPS_PROMOTION_PATHS.memberBonuses,
    { schema: { params: opsMemberIdParams }, config: read },
    async (request) =>
      ok({ content: await service.memberBonuses(await merchantOf(request), request.params.memberId) }),
  );
  app.post(
    OPS_PROMOTION_PATHS.cancelBonus,
    { schema: { params: opsMemberBonusParams, body: opsCancelBonusRequest }, config: write },
    async (request) =>
      ok({
        bonus: await service.cancel(
          await scopeOf(request),
          request.params.memberId,
          request.params.bonusId,
          request.body.reason,
        ),
      }),
  );
}
