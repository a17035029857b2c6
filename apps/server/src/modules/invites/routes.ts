/**
 * Invite friends routes: the member's referral details, invitees, income and claims
 * (MCSFE_getReferralDetails and its siblings), and the operator's settings under
 * /ops/invite-settings (read: promotions.read; write: promotions.write, audited).
 */
import { OPS_INVITE_PATHS, endpoints, opsInviteSettingsRequest } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { rewardMember } from '../rewards/vip.routes.ts';
import type { WalletService } from '../wallet/service.ts';
import { createInvitesRepository } from './repository.ts';
import { type InvitesService, createInvitesService } from './service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerInvitesRoutes(app: App, service: InvitesService, auth: OperatorAuth): void {
  app.contractRoute(endpoints.referralDetails, (input, ctx) =>
    service.details(rewardMember(ctx), input.timeZone),
  );
  app.contractRoute(endpoints.referralInvitees, (input, ctx) =>
    service.invitees(rewardMember(ctx), input.pageNum, input.pageSize),
  );
  app.contractRoute(endpoints.referralIncome, (input, ctx) =>
    service.income(rewardMember(ctx), input.pageNum, input.pageSize),
  );
  // Paid once per friend and milestone (primary key and one transfer id each).
  app.contractRoute(endpoints.claimReferralReward, (input, ctx) => service.claim(rewardMember(ctx), input));

  const operator = operatorOf(auth);
  app.get(OPS_INVITE_PATHS.settings, { config: opsAccess('promotions.read') }, async (request) => {
    const who = await operator(request);
    return ok(await service.opsSettings(who.merchantId));
  });
  app.put(
    OPS_INVITE_PATHS.settings,
    { schema: { body: opsInviteSettingsRequest }, config: opsAccess('promotions.write') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.saveSettings(operatorActor(who, request), who.merchantId, request.body));
    },
  );
}

export interface InvitesWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf' | 'deps'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

/** Wires invite friends into the app: one line in app.ts. */
export function registerInvites(app: App, w: InvitesWiring): void {
  const service = createInvitesService({
    repository: createInvitesRepository(w.db),
    wallet: w.wallet,
    guard: w.wallet.deps.protection,
    now: w.now,
    codeOf: async (memberId) => {
      const row = await w.db
        .selectFrom('member')
        .select('own_affiliate_code')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.own_affiliate_code ?? null;
    },
  });
  registerInvitesRoutes(app, service, w.auth);
}
