/** What every accounts service receives: one deps object, built in service.ts. */
import type { ExclusionRepository } from '../protection/exclusion.repository.ts';
import type { LoginValue, MemberType, RegisterFieldRule } from '@openlobby/contract';
import type { AccountsConfig } from '../../config-accounts.ts';
import type { MerchantAccess, MerchantDirectory } from '../../platform/request-context.ts';
import type { Challenges, Client } from './challenges.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';
import type { SendQueue } from './messaging.ts';
import type { Sessions } from './sessions.ts';
import type { SocialVerifier } from './social.ts';

export interface AccountsDeps {
  readonly members: MembersRepository;
  /** Self-exclusion (protection/exclusion.repository.ts): registration with an excluded member's contact. */
  readonly exclusions: Pick<ExclusionRepository, 'selfExcludedContact' | 'selfExcludedIdentity' | 'inForce'>;
  readonly store: ChallengesRepository;
  readonly sessions: Sessions;
  readonly challenges: Challenges;
  /** Sends and the work around them, after the answer (see messaging.ts). */
  readonly queue: SendQueue;
  readonly social: SocialVerifier | null;
  readonly merchants: MerchantDirectory;
  readonly config: AccountsConfig;
  readonly production: boolean;
  readonly now: () => Date;
}

/** The caller of an accounts endpoint. */
export interface Caller extends Client {
  readonly merchant: MerchantAccess;
}

export async function rulesFor(
  store: ChallengesRepository,
  merchantId: number,
  defaults: readonly RegisterFieldRule[],
): Promise<RegisterFieldRule[]> {
  const rows = await store.rules(merchantId);
  if (rows.length === 0) return [...defaults];
  return rows.map((row) => ({
    name: row.field as RegisterFieldRule['name'],
    enabled: row.enabled === 1,
    required: row.required === 1,
    pattern: row.pattern,
    min: row.min_length,
    max: row.max_length,
  }));
}

/** Logs the member in: a new session, the last-login record, and the login value. */
export async function startSession(
  deps: AccountsDeps,
  member: MemberRow,
  caller: Caller,
  merchant: MerchantAccess = caller.merchant,
): Promise<LoginValue> {
  const { token, expiresAt } = await deps.sessions.create(
    member.id,
    merchant.id,
    caller.ip,
    caller.userAgent,
  );
  const mustChange = mustChangePassword(deps, member, merchant);
  await deps.members.update(merchant.id, member.id, {
    last_login_at: deps.now().toISOString(),
    last_login_ip: caller.ip,
    // An expired password is marked, so the member centre refuses changes until a new one is set.
    ...(mustChange ? { must_change_password: 1 } : {}),
  });
  return {
    token,
    userName: member.username,
    type: member.type as MemberType,
    merchantCode: merchant.code,
    firstTimeLogin: member.last_login_at === null,
    mustChangePassword: mustChange,
    expiresAt,
  };
}

export function mustChangePassword(deps: AccountsDeps, member: MemberRow, merchant: MerchantAccess): boolean {
  if (!merchant.flags.PWDEXPFORCECHANGE3 || member.password_hash === null) return false;
  if (member.must_change_password === 1) return true;
  const changed = member.password_changed_at ?? member.created_at;
  return deps.now().getTime() - Date.parse(changed) > deps.config.passwordMaxAgeDays * 86_400_000;
}
