/**
 * Internal (house) accounts an operator makes from the console: types 40, 41 and 42 of the
 * operator's own merchant, for QA, demos and house affiliate links. Made the way registration makes
 * a member (the merchant's username and password rules, argon2id, an invitation code of its own,
 * its place in the referral tree, the day's registrations) so it behaves as any member does; it
 * gets no money, and no date of birth, as it is nobody's personal account. The member and the
 * audit entry naming the operator commit in one transaction.
 */
import {
  INTERNAL_UPLINE_TYPES,
  type OpsCreateInternalAccountRequest,
  type OpsInternalAccountValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { ChallengesRepository } from '../accounts/challenges.repository.ts';
import { emptyMember } from '../accounts/login.ts';
import type { MembersRepository } from '../accounts/members.repository.ts';
import { checkCredentials, claimingUsername } from '../accounts/registration-checks.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { type ConsoleOperator, auditMember } from './console-operator.ts';

export interface InternalAccountDeps {
  /** The accounts module's member rows: the same insert registration uses. */
  readonly members: MembersRepository;
  /** Where the merchant's registration rules are kept. */
  readonly rules: ChallengesRepository;
  readonly now: () => Date;
}

/** What the console's register method column shows for an account an operator made. */
const MADE_BY_OPERATOR = 'OPERATOR';

export function createInternalAccounts(deps: InternalAccountDeps) {
  async function uplineOf(who: ConsoleOperator, uplineId: number | undefined): Promise<number | null> {
    if (uplineId === undefined) return null;
    const upline = await deps.members.byId(who.merchantId, uplineId);
    // Another merchant's member reads as missing: its id tells this operator nothing.
    if (upline === undefined || !INTERNAL_UPLINE_TYPES.includes(upline.type))
      throw new ApiError('UPLINE_NOT_INTERNAL_AGENT', { field: 'uplineId' });
    return upline.id;
  }

  return {
    async create(
      who: ConsoleOperator,
      input: OpsCreateInternalAccountRequest,
    ): Promise<OpsInternalAccountValue> {
      await checkCredentials(deps.rules, deps.members, who.merchantId, input);
      const referrerId = await uplineOf(who, input.uplineId);
      const now = deps.now();
      const at = now.toISOString();
      const id = await claimingUsername(
        deps.members.insertWith(
          {
            ...emptyMember(),
            merchant_id: who.merchantId,
            username: input.username,
            username_lower: input.username.toLowerCase(),
            type: input.type,
            password_hash: await hashPassword(input.password),
            referrer_id: referrerId,
            register_method: MADE_BY_OPERATOR,
            password_changed_at: at,
            created_at: at,
            created_ip: who.address,
          },
          (tx, memberId) =>
            auditMember(tx, who, now, {
              action: 'member.internal.create',
              memberId,
              before: null,
              after: { username: input.username, type: input.type, uplineId: referrerId },
            }),
        ),
      );
      return { id, username: input.username, type: input.type };
    },
  };
}
export type InternalAccounts = ReturnType<typeof createInternalAccounts>;
