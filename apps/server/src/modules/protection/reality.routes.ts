/**
 * Reality checks' and account history's routes (contract: packages/contract/src/protection-reality.ts),
 * for the signed-in member only: GET /wps/member/protection/session, POST
 * /wps/member/protection/reality-check, GET /wps/member/protection/history.
 */
import { endpoints } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { rewardMember } from '../rewards/vip.routes.ts';
import type { WalletService } from '../wallet/service.ts';
import { type HistoryService, createHistoryService } from './history.ts';
import { createRealityRepository } from './reality.repository.ts';
import { type RealityService, createRealityService } from './reality.ts';
import { createProtectionRepository } from './repository.ts';

export function registerRealityRoutes(app: App, reality: RealityService, history: HistoryService): void {
  app.contractRoute(endpoints.mySession, (_input, ctx) => reality.mySession(rewardMember(ctx)));
  app.contractRoute(endpoints.setRealityCheck, (input, ctx) =>
    reality.setRealityCheck(rewardMember(ctx), input),
  );
  app.contractRoute(endpoints.accountHistory, (_input, ctx) => history.accountHistory(rewardMember(ctx)));
}

/** Builds the reality-check and history services and registers their routes (one line in wiring.ts). */
export function registerReality(
  app: App,
  w: { readonly db: Db; readonly wallet: Pick<WalletService, 'currencyOf'>; readonly now: () => Date },
): void {
  const reality = createRealityRepository(w.db);
  const deps = { reality, currencyOf: w.wallet.currencyOf, now: w.now };
  registerRealityRoutes(
    app,
    createRealityService({ ...deps, protection: createProtectionRepository(w.db) }),
    createHistoryService(deps),
  );
}
