/**
 * Operator authentication, separate from members: its own table, argon2id passwords and session
 * tokens stored only as SHA-256 hashes. A member token never names an operator session.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../accounts/secrets.ts';
import type { OperatorRepository } from './repository.ts';

export interface Operator {
  readonly id: number;
  readonly username: string;
}

export const OPERATOR_NAME = /^[A-Za-z0-9_.-]{3,64}$/;
export const OPERATOR_PASSWORD_MIN = 12;

export function createOperatorAuth(repo: OperatorRepository, sessionMinutes: number, now: () => Date) {
  return {
    /** Creates the operator, or sets a new password for an existing one (CLI only). */
    async create(username: string, password: string): Promise<void> {
      if (!OPERATOR_NAME.test(username)) throw new Error('operator names are 3-64 letters, digits, _ . -');
      if (password.length < OPERATOR_PASSWORD_MIN)
        throw new Error(`operator passwords need ${OPERATOR_PASSWORD_MIN}+ characters`);
      await repo.upsert(username, await hashPassword(password), now().toISOString());
    },

    async login(username: string, password: string) {
      const operator = await repo.byName(username);
      const ok = await verifyPassword(operator?.password_hash ?? null, password);
      if (operator === undefined || !ok || operator.disabled === 1)
        throw new ApiError('OPERATOR_LOGIN_FAILED');
      const token = randomToken();
      const expiresAt = now().getTime() + sessionMinutes * 60_000;
      await repo.startSession(
        sha256(token),
        operator.id,
        now().toISOString(),
        new Date(expiresAt).toISOString(),
      );
      return { token, expiresAt };
    },

    async resolve(token: string | null): Promise<Operator> {
      const found = token === null ? undefined : await repo.session(sha256(token), now().toISOString());
      if (found === undefined) throw new ApiError('OPERATOR_NOT_LOGGED_IN');
      return found;
    },

    async logout(token: string): Promise<void> {
      await repo.endSession(sha256(token), now().toISOString());
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** `operator:<name>` for the audit log; refuses members and guests with OPERATOR_NOT_LOGGED_IN. */
export function operatorActor(auth: OperatorAuth) {
  return async (request: FastifyRequest): Promise<string> =>
    `operator:${(await auth.resolve(tokenFromHeader(request.headers.authorization))).username}`;
}
