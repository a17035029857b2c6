/**
 * The back office's agent payouts under /ops (contract agents/payouts-ops.ts): the overview, one
 * member's payouts, and the hold (members.read to read, members.manage to hold or release).
 */
import {
  OPS_AGENT_PAYOUT_PATHS,
  opsAgentPayoutParams,
  opsAgentPayoutReasonRequest,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { WalletService } from '../wallet/service.ts';
import { createAgentPayoutsService } from './payouts.service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export interface AgentPayoutsWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

export function registerAgentPayouts(app: App, w: AgentPayoutsWiring): void {
  const service = createAgentPayoutsService(w);
  const operator = operatorOf(w.auth);
  app.get(OPS_AGENT_PAYOUT_PATHS.overview, { config: opsAccess('members.read') }, async (request) =>
    ok(await service.overview((await operator(request)).merchantId)),
  );
  app.get(
    OPS_AGENT_PAYOUT_PATHS.member,
    { schema: { params: opsAgentPayoutParams }, config: opsAccess('members.read') },
    async (request) =>
      ok(await service.member((await operator(request)).merchantId, request.params.memberId)),
  );
  for (const hold of [true, false]) {
    app.post(
      hold ? OPS_AGENT_PAYOUT_PATHS.hold : OPS_AGENT_PAYOUT_PATHS.release,
      {
        schema: { params: opsAgentPayoutParams, body: opsAgentPayoutReasonRequest },
        config: opsAccess('members.manage'),
      },
      async (request) => {
        const who = await operator(request);
        return ok(
          await service.setHold(
            operatorActor(who, request),
            who.merchantId,
            request.params.memberId,
            hold,
            request.body.reason,
          ),
        );
      },
    );
  }
}
