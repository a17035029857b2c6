/**
 * Operator authentication, separate from members: its own table, argon2id passwords and session
 * tokens stored only as SHA-256 hashes. A member token never names an operator session.
 *
 * Logins back off and lock per operator name and per client address (login-throttle.ts). With a
 * second factor enrolled every login needs a TOTP or recovery code; in production (requireTotp)
 * an operator without one cannot log in at all. Sessions end after `sessionMinutes` and after
 * OPERATOR_IDLE_MINUTES without a request. Each operator belongs to one merchant.
 */
import { OPS_ROLES, OPS_SESSION_IDLE_MINUTES, type OpsRole } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { type SecretBox, createSecretBox } from '../../platform/secret-box.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../accounts/secrets.ts';
import { createLoginThrottle, operatorThrottleKey, throttleKeys } from './login-throttle.ts';
import type { OperatorRepository } from './repository.ts';
import { type Enrolment, OPERATOR_TOTP_PURPOSE, createSecondFactor } from './second-factor.ts';

export interface Operator {
  readonly id: number;
  readonly username: string;
  /** The only merchant whose members and data this operator sees. */
  readonly merchantId: number;
  readonly merchantCode: string;
  /** What the operator may do (permissions.ts maps roles to permissions). */
  readonly roles: readonly OpsRole[];
}

/** The roles of a stored operator that this server knows; an unknown one grants nothing. */
export const knownRoles = (stored: readonly string[]): OpsRole[] =>
  OPS_ROLES.filter((role) => stored.includes(role));

export const OPERATOR_NAME = /^[A-Za-z0-9_.-]{3,64}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_IDLE_MINUTES = OPS_SESSION_IDLE_MINUTES;

export interface OperatorAuthOptions {
  /** Seals TOTP secrets; without it no operator can enrol (and an enrolled one cannot log in). */
  readonly secretBox?: SecretBox | null;
  /** Production: an operator without a second factor is refused. */
  readonly requireTotp?: boolean;
  /** The merchant of operators created without one. */
  readonly defaultMerchantCode?: string;
}

export interface LoginAttempt {
  readonly username: string;
  readonly password: string;
  /** A TOTP code or a recovery code. */
  readonly otp?: string | undefined;
  /** The client address, for the per-address backoff. */
  readonly address: string;
}

export function createOperatorAuth(
  repo: OperatorRepository,
  sessionMinutes: number,
  now: () => Date,
  options: OperatorAuthOptions = {},
) {
  const throttle = createLoginThrottle(repo, now);
  const secondFactor = createSecondFactor(repo, options.secretBox ?? null, now);

  async function merchantFor(code: string | undefined): Promise<number> {
    const wanted = code ?? options.defaultMerchantCode;
    const found =
      wanted === undefined ? await repo.firstMerchant() : await repo.merchantId(wanted.toUpperCase());
    if (found === undefined) throw new Error(`unknown merchant ${wanted ?? ''}`.trim());
    return found.id;
  }

  async function existing(username: string) {
    const operator = await repo.byName(username);
    if (operator === undefined) throw new Error(`no operator named ${username}`);
    return operator;
  }

  return {
    /**
     * Creates the operator, or sets a new password (and a named merchant) for an existing one, ending its
     * sessions (CLI only). With `totp` it is (re-)enrolled and the enrolment is answered once. A new
     * operator is an admin unless `roles` says otherwise; an existing one keeps its roles unless named.
     */
    async create(
      username: string,
      password: string,
      settings: {
        merchantCode?: string | undefined;
        totp?: boolean;
        roles?: readonly OpsRole[] | undefined;
      } = {},
    ): Promise<Enrolment | null> {
      if (!OPERATOR_NAME.test(username)) throw new Error('operator names are 3-64 letters, digits, _ . -');
      if (password.length < OPERATOR_PASSWORD_MIN)
        throw new Error(`operator passwords need ${OPERATOR_PASSWORD_MIN}+ characters`);
      if (settings.totp !== true && options.requireTotp === true)
        throw new Error('operators need a second factor in production');
      const at = now().toISOString();
      const isNew = (await repo.byName(username)) === undefined;
      const id = await repo.upsert(
        username,
        await hashPassword(password),
        // A new password keeps the operator's merchant unless one is named.
        (settings.merchantCode === undefined ? (await repo.byName(username))?.merchant_id : null) ??
          (await merchantFor(settings.merchantCode)),
        at,
      );
      const roles = settings.roles ?? (isNew ? (['admin'] as const) : undefined);
      if (roles !== undefined) await repo.setRoles(id, roles);
      await repo.endSessionsOf(id, at);
      await repo.resetLoginAttempts(operatorThrottleKey(username));
      if (settings.totp !== true) {
        await secondFactor.remove(id);
        return null;
      }
      return secondFactor.enrol(id, username);
    },

    /** A new TOTP secret and recovery codes for an operator who lost them (CLI only). */
    async resetTotp(username: string): Promise<Enrolment> {
      const operator = await existing(username);
      await repo.endSessionsOf(operator.id, now().toISOString());
      return secondFactor.enrol(operator.id, operator.username);
    },

    async login(attempt: LoginAttempt) {
      const keys = throttleKeys(attempt.username, attempt.address);
      await throttle.admit(keys);
      const operator = await repo.byName(attempt.username);
      const ok = await verifyPassword(operator?.password_hash ?? null, attempt.password);
      if (operator === undefined || !ok || operator.disabled === 1 || operator.merchant_id === null)
        throw new ApiError('OPERATOR_LOGIN_FAILED');
      if (operator.totp_secret === null && options.requireTotp === true) {
        // The password was right: this is setup, not guessing.
        await throttle.succeeded(keys);
        throw new ApiError('OPERATOR_TOTP_NOT_ENROLLED');
      }
      // The password was right and no code came: the console asks for it. The attempt stays counted
      // (only a full login clears it), so this answer is no cheaper a way to test passwords.
      if (operator.totp_secret !== null && (attempt.otp ?? '') === '')
        throw new ApiError('OPERATOR_OTP_REQUIRED');
      if (operator.totp_secret !== null && !(await secondFactor.check(operator, attempt.otp ?? '')))
        throw new ApiError('OPERATOR_LOGIN_FAILED');
      await throttle.succeeded(keys);
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
      const at = now();
      const idleSince = new Date(at.getTime() - OPERATOR_IDLE_MINUTES * 60_000).toISOString();
      const found =
        token === null ? undefined : await repo.session(sha256(token), at.toISOString(), idleSince);
      if (found === undefined || found.merchantId === null) throw new ApiError('OPERATOR_NOT_LOGGED_IN');
      return {
        id: found.id,
        username: found.username,
        merchantId: found.merchantId,
        merchantCode: found.merchantCode,
        roles: knownRoles(found.roles),
      };
    },

    async logout(token: string): Promise<void> {
      await repo.endSession(sha256(token), now().toISOString());
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator the permission gate resolved for this request (gate.ts). */
    signedInOperator?: Operator;
  }
}

/**
 * The logged-in operator of a request; refuses members and guests with OPERATOR_NOT_LOGGED_IN. The
 * permission gate has usually resolved it already; then its session is not looked up twice.
 */
export function operatorOf(auth: OperatorAuth) {
  return async (request: FastifyRequest): Promise<Operator> =>
    request.signedInOperator ?? auth.resolve(tokenFromHeader(request.headers.authorization));
}

/** The options the server and the CLI share: TOTP sealed with the server secret, required in production. */
export function operatorAuthOptions(
  config: { readonly nodeEnv: string; readonly merchantCode: string },
  serverSecret: string,
): OperatorAuthOptions {
  return {
    secretBox: createSecretBox(serverSecret, OPERATOR_TOTP_PURPOSE),
    requireTotp: config.nodeEnv === 'production',
    defaultMerchantCode: config.merchantCode,
  };
}
