/**
 * Time-out and self-exclusion for the member: read the exclusion in force and take one.
 * A self-exclusion is confirmed with the member's password. Either takes effect at once; a second one
 * must end later (exclusion.ts). A self-exclusion also covers the member's other accounts of the same
 * verified identity. The guard (guard.ts) enforces them on every money path.
 */
import type { MyExclusionValue, TakeExclusionRequest } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { verifyPassword } from '../accounts/secrets.ts';
import type { RewardMember } from '../rewards/service.ts';
import { refuseTrial } from '../rewards/rules.ts';
import type { ExclusionRepository } from './exclusion.repository.ts';
import { exclusionInForce, newExclusionEnd } from './exclusion.ts';

export interface ExclusionServiceDeps {
  readonly repository: ExclusionRepository;
  readonly now: () => Date;
}

export type ExclusionService = ReturnType<typeof createExclusionService>;

export function createExclusionService(deps: ExclusionServiceDeps) {
  const { repository } = deps;

  return {
    async myExclusion(member: RewardMember): Promise<MyExclusionValue> {
      refuseTrial(member);
      const rows = await repository.inForce(member.session.memberId, deps.now().toISOString());
      return { exclusion: exclusionInForce(rows) };
    },

    async take(member: RewardMember, input: TakeExclusionRequest): Promise<MyExclusionValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      if (input.kind === 'SELF_EXCLUSION') {
        const stored = await repository.passwordHash(member.merchantId, memberId);
        if (!(await verifyPassword(stored, input.password)))
          throw new ApiError('EXCLUSION_PASSWORD_WRONG', { field: 'password' });
      }
      const now = deps.now();
      const at = now.toISOString();
      return repository.transaction(async (tx) => {
        const current = exclusionInForce(await repository.inForce(memberId, at, tx));
        const endsAt = newExclusionEnd(current, input.duration, now);
        const write = {
          merchantId: member.merchantId,
          memberId,
          kind: input.kind,
          duration: input.duration,
          startsAt: at,
          endsAt,
          createdAt: at,
        };
        await repository.insert(tx, write);
        // A self-exclusion covers the person, not one account: their other accounts of the same
        // verified identity are excluded with it, until the same end.
        if (input.kind === 'SELF_EXCLUSION') {
          for (const other of await repository.sameIdentityMembers(tx, member.merchantId, memberId))
            await repository.insert(tx, { ...write, memberId: other, viaMemberId: memberId });
        }
        return { exclusion: exclusionInForce(await repository.inForce(memberId, at, tx)) };
      });
    },
  };
}
