/**
 * What an operator does to a member's account from the console: lock and unlock with a reason,
 * end every session, send a password-reset link, add a note. Each change and its audit entry (the
 * member as target, the state before and after, the operator's address) commit in one transaction.
 *
 * A locked member cannot log in, and the sessions it holds stop working at once: sessions resolve
 * only for members not disabled, and locking ends them as well, so unlocking does not revive them.
 */
import { MemberType } from '@openlobby/contract';
import { maskEmail } from '../accounts/phone.ts';
import { resetMail } from '../accounts/profile.ts';
import type { Challenges } from '../accounts/challenges.ts';
import type { Sessions } from '../accounts/sessions.ts';
import { ApiError } from '../../platform/api-error.ts';
import { type ConsoleOperator, auditMember, auditName } from './console-operator.ts';
import type { MemberRepository } from './member.repository.ts';
import type { MemberRow } from './search.repository.ts';
import { stateOf } from './service.ts';
import { isInTeam, lockTree, moveSubtree, subtreeSize } from '../referrals/tree.repository.ts';
import { rebaseTeamStats } from '../agents/team-stats.repository.ts';
import { endContractsOfMovedMember } from '../contracts/end-on-move.repository.ts';

export interface MemberActionDeps {
  readonly members: MemberRepository;
  /** Told when a member's sessions end, so what hangs on them (live chat) ends too. */
  readonly sessions: Pick<Sessions, 'endAll'>;
  readonly challenges: Pick<Challenges, 'issueResetToken' | 'email'>;
  /** Where the reset link points (PUBLIC_URL). */
  readonly publicUrl: string;
  readonly now: () => Date;
}

export function createMemberActions(deps: MemberActionDeps) {
  const { members } = deps;

  async function memberOf(who: ConsoleOperator, memberId: number): Promise<MemberRow> {
    const row = await members.byId(who.merchantId, memberId);
    if (row === undefined) throw new ApiError('MEMBER_NOT_FOUND');
    return row;
  }

  async function afterChange(who: ConsoleOperator, memberId: number) {
    const row = await memberOf(who, memberId);
    return stateOf(row);
  }

  return {
    async lock(who: ConsoleOperator, memberId: number, reason: string) {
      const before = await memberOf(who, memberId);
      const at = deps.now();
      const ended = await members.transaction(async (tx) => {
        const locked = await members.lock(tx, who.merchantId, memberId, {
          reason: reason.trim(),
          at: at.toISOString(),
          by: auditName(who),
        });
        if (!locked) throw new ApiError('MEMBER_ALREADY_LOCKED');
        const sessionsEnded = await members.endSessions(tx, memberId, at.toISOString());
        await auditMember(tx, who, at, {
          action: 'member.lock',
          memberId,
          before: { state: 'active' },
          after: { state: 'locked', reason: reason.trim() },
          detail: { username: before.username, sessionsEnded },
        });
        return sessionsEnded;
      });
      // The sessions ended with the lock; this tells what hangs on them (live chat tokens).
      await deps.sessions.endAll(memberId);
      return { state: await afterChange(who, memberId), sessionsEnded: ended };
    },

    async unlock(who: ConsoleOperator, memberId: number, reason: string) {
      const before = await memberOf(who, memberId);
      const at = deps.now();
      await members.transaction(async (tx) => {
        if (!(await members.unlock(tx, who.merchantId, memberId))) throw new ApiError('MEMBER_NOT_LOCKED');
        await auditMember(tx, who, at, {
          action: 'member.unlock',
          memberId,
          before: { state: 'locked', reason: before.locked_reason },
          after: { state: 'active' },
          detail: { username: before.username, reason: reason.trim() },
        });
      });
      return { state: await afterChange(who, memberId), sessionsEnded: 0 };
    },

    async endSessions(who: ConsoleOperator, memberId: number, reason: string | undefined) {
      const member = await memberOf(who, memberId);
      const at = deps.now();
      const ended = await members.transaction(async (tx) => {
        const sessionsEnded = await members.endSessions(tx, memberId, at.toISOString());
        await auditMember(tx, who, at, {
          action: 'member.sessions.end',
          memberId,
          before: { liveSessions: sessionsEnded },
          after: { liveSessions: 0 },
          detail: { username: member.username, reason: reason?.trim() ?? null },
        });
        return sessionsEnded;
      });
      await deps.sessions.endAll(memberId);
      return { state: stateOf(member), sessionsEnded: ended };
    },

    /**
     * E-mails the member the same single-use, 30-minute reset link the member can ask for. A locked
     * member gets none (it could not log in with the new password anyway).
     */
    async sendResetLink(who: ConsoleOperator, memberId: number) {
      const member = await memberOf(who, memberId);
      if (member.disabled === 1) throw new ApiError('MEMBER_LOCKED');
      if (member.email_lower === null || member.email_lower === '') throw new ApiError('MEMBER_NO_EMAIL');
      const sender = deps.challenges.email;
      if (sender === null) throw new ApiError('EMAIL_UNAVAILABLE');
      const client = { merchantId: who.merchantId, ip: who.address, userAgent: who.userAgent };
      const token = await deps.challenges.issueResetToken(client, memberId);
      await sender.send({ to: member.email_lower, ...resetMail(deps.publicUrl, token) });
      const sentTo = maskEmail(member.email_lower) ?? '';
      await members.transaction((tx) =>
        auditMember(tx, who, deps.now(), {
          action: 'member.password.reset-link',
          memberId,
          before: null,
          after: { resetLinkSentTo: sentTo },
          detail: { username: member.username },
        }),
      );
      return { sentTo };
    },

    /**
     * Moves a member, with its whole team, under another upline (an empty name: to the top of the
     * tree). Refused under the member itself or anyone in its team, which would make a loop.
     */
    async moveUpline(who: ConsoleOperator, memberId: number, uplineUsername: string, reason: string) {
      const member = await memberOf(who, memberId);
      const upline = uplineUsername === '' ? null : await members.byUsername(who.merchantId, uplineUsername);
      if (upline === undefined || upline?.type === MemberType.TRIAL) throw new ApiError('UPLINE_NOT_FOUND');
      const newUplineId = upline?.id ?? null;
      if (newUplineId === member.referrer_id) throw new ApiError('UPLINE_UNCHANGED');
      const at = deps.now();
      const teamSize = await members.transaction(async (tx) => {
        await lockTree(tx, who.merchantId, 'move');
        // Checked under the lock: a move that committed meanwhile may have changed the team.
        if (newUplineId === memberId || (newUplineId !== null && (await isInTeam(tx, memberId, newUplineId))))
          throw new ApiError('UPLINE_IN_OWN_TEAM');
        const current = await members.byId(who.merchantId, memberId, tx);
        // The team figures of the old upline's chain lose the moved team's, the new chain gains them.
        await rebaseTeamStats(tx, memberId, current?.referrer_id ?? null, newUplineId);
        await moveSubtree(tx, who.merchantId, memberId, newUplineId);
        await members.setReferrer(tx, memberId, newUplineId);
        const contractsEnded = await endContractsOfMovedMember(tx, who.merchantId, memberId, at);
        const size = await subtreeSize(tx, memberId);
        await auditMember(tx, who, at, {
          action: 'member.upline.move',
          memberId,
          before: { uplineId: current?.referrer_id ?? null },
          after: { uplineId: newUplineId, uplineUsername: upline?.username ?? null },
          detail: { username: member.username, reason: reason.trim(), teamSize: size, contractsEnded },
        });
        return size;
      });
      return { upline: upline === null ? null : { id: upline.id, username: upline.username }, teamSize };
    },

    async addNote(who: ConsoleOperator, memberId: number, body: string) {
      const member = await memberOf(who, memberId);
      const at = deps.now();
      const note = await members.transaction(async (tx) => {
        const row = await members.addNote(tx, {
          merchantId: who.merchantId,
          memberId,
          body: body.trim(),
          operatorId: who.id,
          author: who.username,
          at: at.toISOString(),
        });
        await auditMember(tx, who, at, {
          action: 'member.note',
          memberId,
          before: null,
          after: { note: row.body },
          detail: { username: member.username, noteId: row.id },
        });
        return row;
      });
      return { id: note.id, body: note.body, author: note.author, createdAt: note.created_at };
    },
  };
}
export type MemberActions = ReturnType<typeof createMemberActions>;
