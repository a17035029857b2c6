/**
 * Member management's wiring: its repositories, the two-person approvals it files adjustments
 * under, the operator module's adjustment (the one way money is adjusted), and the accounts
 * module's sessions, reset links and member insert (for internal accounts).
 */
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { Challenges } from '../accounts/challenges.ts';
import { createChallengesRepository } from '../accounts/challenges.repository.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import type { Sessions } from '../accounts/sessions.ts';
import { createApprovalsRepository } from '../approvals/repository.ts';
import { createApprovals } from '../approvals/service.ts';
import { createAuditRepository } from '../audit/repository.ts';
import { createAuditService } from '../audit/service.ts';
import { createOperatorActions } from '../operator/actions.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import { createOperatorRepository } from '../operator/repository.ts';
import type { WalletService } from '../wallet/service.ts';
import { createMemberActions } from './actions.ts';
import { createAdjustments } from './adjustments.ts';
import { createInternalAccounts } from './internal-accounts.ts';
import { createMemberHistoryRepository } from './history.repository.ts';
import { createMemberRepository } from './member.repository.ts';
import { registerMemberRoutes } from './routes.ts';
import { createMemberSearchRepository } from './search.repository.ts';
import { createMemberReads } from './service.ts';
import { merchantRulesOf } from '../settings/rules.ts';

export interface MembersWiring {
  readonly config: AppConfig;
  readonly db: Db;
  readonly wallet: WalletService;
  readonly auth: OperatorAuth;
  readonly accounts: { readonly sessions: Sessions; readonly challenges: Challenges };
  readonly now: () => Date;
}

export function registerMembers(app: App, w: MembersWiring): void {
  const members = createMemberRepository(w.db);
  const approvals = createApprovals({ repository: createApprovalsRepository(w.db), now: w.now });
  registerMemberRoutes(app, {
    auth: w.auth,
    reads: createMemberReads({
      members,
      search: createMemberSearchRepository(w.db),
      history: createMemberHistoryRepository(w.db),
      audit: createAuditService({ repository: createAuditRepository(w.db) }),
      wallet: w.wallet,
      approvals,
      now: w.now,
    }),
    actions: createMemberActions({
      members,
      sessions: w.accounts.sessions,
      challenges: w.accounts.challenges,
      publicUrl: w.config.accounts.publicUrl,
      now: w.now,
    }),
    adjustments: createAdjustments({
      approvals,
      actions: createOperatorActions(createOperatorRepository(w.db), w.wallet, w.now),
      members,
      wallet: w.wallet,
      approvalAbove: async (merchantId) =>
        (await merchantRulesOf(w.db, w.config).limits(merchantId)).adjustApprovalAbove,
      now: w.now,
    }),
    internalAccounts: createInternalAccounts({
      members: createMembersRepository(w.db),
      rules: createChallengesRepository(w.db),
      now: w.now,
    }),
  });
}
