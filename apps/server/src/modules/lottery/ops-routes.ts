/**
 * The lottery under /ops: games, issues (with seed hashes, and seeds and results once drawn) and an
 * issue's orders, each needing lottery.read. Read only: no /ops route writes a seed, a result or a
 * draw time, so no operator can choose or move a result. Counts and money are the operator's
 * merchant's.
 */
import {
  OPS_LOTTERY_PATHS,
  opsLotteryIssueParams,
  opsLotteryIssuesRequest,
  opsLotteryOrdersRequest,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { WalletService } from '../wallet/service.ts';
import { createOpsLotteryRepository } from './ops.repository.ts';
import { createOpsLottery } from './ops-service.ts';

export interface OpsLotteryWiring {
  readonly db: Db;
  readonly wallet: WalletService;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerOpsLotteryRoutes(app: App, w: OpsLotteryWiring): void {
  const service = createOpsLottery({
    repository: createOpsLotteryRepository(w.db),
    wallet: w.wallet,
    now: w.now,
  });
  const operator = operatorOf(w.auth);
  const read = opsAccess('lottery.read');

  app.get(OPS_LOTTERY_PATHS.games, { config: read }, async () => ok(await service.games()));
  app.get(
    OPS_LOTTERY_PATHS.issues,
    { schema: { querystring: opsLotteryIssuesRequest }, config: read },
    async (request) => ok(await service.issues((await operator(request)).merchantId, request.query)),
  );
  app.get(
    OPS_LOTTERY_PATHS.issueOrders,
    { schema: { params: opsLotteryIssueParams, querystring: opsLotteryOrdersRequest }, config: read },
    async (request) =>
      ok(await service.orders((await operator(request)).merchantId, request.params.issueId, request.query)),
  );
}
