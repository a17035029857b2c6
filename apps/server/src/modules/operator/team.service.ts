/**
 * Admins manage their merchant's operators: list them, create one with roles (and a second factor,
 * whose link and recovery codes are answered once), change roles, disable. Each change and its
 * audit entry commit in one transaction. An admin cannot disable itself or drop its own admin
 * role, so a merchant is never left without the operator who can undo a mistake.
 */
import type { OpsRole } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { appendAudit } from '../audit/repository.ts';
import { type Operator, type OperatorAuth, knownRoles } from './auth.ts';
import { permissionsOf } from './permissions.ts';
import type { OperatorRepository } from './repository.ts';
import type { TeamMember, TeamRepository } from './team.repository.ts';

/** Who asks, and from where (for the audit entry). */
export interface Admin {
  readonly operator: Operator;
  readonly address: string;
}

export interface TeamServiceDeps {
  readonly team: TeamRepository;
  readonly operators: OperatorRepository;
  readonly auth: OperatorAuth;
  /** Production: every operator gets a second factor. */
  readonly requireTotp: boolean;
  readonly now: () => Date;
}

const view = (member: TeamMember) => ({ ...member, roles: knownRoles(member.roles) });

export function createTeamService(d: TeamServiceDeps) {
  const record = (
    tx: Parameters<typeof appendAudit>[0],
    admin: Admin,
    entry: { action: string; target: number; before: unknown; after: unknown },
  ) =>
    appendAudit(tx, {
      actor: `operator:${admin.operator.username}`,
      operatorId: admin.operator.id,
      action: entry.action,
      merchantId: admin.operator.merchantId,
      target: `operator:${entry.target}`,
      before: entry.before,
      after: entry.after,
      address: admin.address,
      detail: {},
      at: d.now().toISOString(),
    });

  async function existing(admin: Admin, id: number) {
    const found = await d.team.one(admin.operator.merchantId, id);
    if (found === undefined) throw new ApiError('OPERATOR_NOT_FOUND');
    return found;
  }

  return {
    me(operator: Operator) {
      return {
        id: operator.id,
        username: operator.username,
        merchantCode: operator.merchantCode,
        roles: [...operator.roles],
        permissions: permissionsOf(operator.roles),
      };
    },

    async list(operator: Operator) {
      return { content: (await d.team.list(operator.merchantId)).map(view) };
    },

    async create(
      admin: Admin,
      input: { username: string; password: string; roles: readonly OpsRole[]; totp: boolean },
    ) {
      if (!input.totp && d.requireTotp) throw new ApiError('VALIDATION_FAILED', { field: 'totp' });
      const passwordHash = await hashPassword(input.password);
      const id = await d.team.transaction(async (tx) => {
        const created = await d.team.insert(tx, {
          username: input.username,
          passwordHash,
          merchantId: admin.operator.merchantId,
          at: d.now().toISOString(),
        });
        if (created === undefined) throw new ApiError('OPERATOR_NAME_TAKEN');
        await d.operators.setRoles(created, input.roles, tx);
        await record(tx, admin, {
          action: 'operator.create',
          target: created,
          before: null,
          after: { username: input.username, roles: knownRoles(input.roles), secondFactor: input.totp },
        });
        return created;
      });
      const enrolment = input.totp ? await d.auth.resetTotp(input.username) : null;
      return {
        operator: view(await existing(admin, id)),
        enrolment: enrolment === null ? null : { ...enrolment, recoveryCodes: [...enrolment.recoveryCodes] },
      };
    },

    async setRoles(admin: Admin, id: number, roles: readonly OpsRole[]) {
      if (id === admin.operator.id && !roles.includes('admin')) throw new ApiError('OPERATOR_SELF_LOCKOUT');
      const before = await existing(admin, id);
      await d.team.transaction(async (tx) => {
        await d.operators.setRoles(id, roles, tx);
        await record(tx, admin, {
          action: 'operator.roles',
          target: id,
          before: { roles: knownRoles(before.roles) },
          after: { roles: knownRoles(roles) },
        });
      });
      return { operator: view(await existing(admin, id)) };
    },

    async disable(admin: Admin, id: number) {
      if (id === admin.operator.id) throw new ApiError('OPERATOR_SELF_LOCKOUT');
      await existing(admin, id);
      await d.team.transaction(async (tx) => {
        if (!(await d.team.disable(tx, id, d.now().toISOString()))) return;
        await record(tx, admin, {
          action: 'operator.disable',
          target: id,
          before: { disabled: false },
          after: { disabled: true },
        });
      });
      return { operator: view(await existing(admin, id)) };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
