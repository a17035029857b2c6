/** Members' promotion routes (/m/activity and the reward centre's bonuses): thin, the service decides. */
import { APPLICATION_UPLOAD_BODY_MAX_BYTES, promotionEndpoints as e } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { App } from '../../platform/typed-app.ts';
import type { WalletService } from '../wallet/service.ts';
import type { PromotionCaller, PromotionsService } from './service.ts';

function caller(context: RequestContext, request: FastifyRequest): PromotionCaller {
  const agent = request.headers['user-agent'];
  return {
    merchantId: context.merchant.id,
    session: context.session,
    ip: context.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : '',
    language: context.language,
  };
}

export function registerPromotionRoutes(
  app: App,
  service: PromotionsService,
  deposits: WalletService['deposits'],
  perMinute: number,
): void {
  // Claims, applications and pictures get the credential endpoints' per-IP limit.
  const strict = { rateLimit: strictRateLimit(perMinute) };
  app.contractRoute(e.promotionList, (i, ctx, req) => service.list(caller(ctx, req), i.category));
  app.contractRoute(
    e.claimPromotion,
    (i, ctx, req) => service.claim(caller(ctx, req), i.promoId, i.promoCode),
    strict,
  );
  app.contractRoute(e.uploadPromotionImage, (i, ctx, req) => service.uploadImage(caller(ctx, req), i.image), {
    ...strict,
    bodyLimit: APPLICATION_UPLOAD_BODY_MAX_BYTES,
  });
  app.contractRoute(e.applyPromotion, (i, ctx, req) => service.apply(caller(ctx, req), i), strict);
  app.contractRoute(e.promotionApplications, (_i, ctx, req) => service.applications(caller(ctx, req)));
  // The deposit screen's check of a deposit promotion (the deposit request checks again).
  app.contractRoute(e.acceptPromo, (i, ctx, req) =>
    deposits.acceptPromo(caller(ctx, req), i.promoId, i.amount, ctx.language, i.promoCode),
  );
  app.contractRoute(e.memberBonuses, (_i, ctx, req) => service.bonuses(caller(ctx, req)));
}
