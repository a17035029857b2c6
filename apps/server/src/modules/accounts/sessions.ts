/**
 * Member sessions: 256-bit random tokens, stored only as SHA-256 hashes, with a sliding idle expiry
 * and an absolute one. This is the platform's SessionResolver for `required` and `optional` endpoints.
 */
import type { MemberType } from '@openlobby/contract';
import type { Session, SessionResolver } from '../../platform/session.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';
import { randomToken, sha256 } from './secrets.ts';

/** Sliding the idle expiry writes to the database; doing it at most once a minute per session keeps reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionDeps {
  readonly repository: SessionsRepository;
  readonly now: () => Date;
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** Told which member's sessions ended, so tokens derived from them (chat) end too. */
export type SessionsEndedListener = (memberId: number) => Promise<void>;

export function createSessions(deps: SessionDeps) {
  const { repository: repo } = deps;
  const endedListeners: SessionsEndedListener[] = [];
  async function ended(memberId: number): Promise<void> {
    for (const listener of endedListeners) await listener(memberId);
  }

  function live(row: SessionRow | undefined, merchantId: number): row is SessionRow {
    const now = deps.now().toISOString();
    return (
      row !== undefined &&
      row.merchant_id === merchantId &&
      row.ended_at === null &&
      row.idle_expires_at > now &&
      row.absolute_expires_at > now
    );
  }

  function idleExpiry(row: Pick<SessionRow, 'absolute_expires_at'>): string {
    const idle = new Date(deps.now().getTime() + deps.idleMs).toISOString();
    return idle < row.absolute_expires_at ? idle : row.absolute_expires_at;
  }

  const resolver: SessionResolver = {
    async resolve(token, merchantId): Promise<Session | null> {
      const row = await repo.byTokenHash(sha256(token));
      if (!live(row, merchantId)) return null;
      if (deps.now().getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
        await repo.touch(row.id, deps.now().toISOString(), idleExpiry(row));
      }
      return {
        memberId: row.member_id,
        userName: row.username,
        type: row.type as MemberType,
        mustChangePassword: row.must_change_password === 1,
      };
    },
  };

  return {
    resolver,
    async create(memberId: number, merchantId: number, ip: string, userAgent: string) {
      const token = randomToken();
      const now = deps.now();
      const absoluteExpiresAt = new Date(now.getTime() + deps.absoluteMs).toISOString();
      const idleExpiresAt = idleExpiry({ absolute_expires_at: absoluteExpiresAt });
      await repo.insert({
        tokenHash: sha256(token),
        memberId,
        merchantId,
        now: now.toISOString(),
        idleExpiresAt,
        absoluteExpiresAt,
        ip,
        userAgent,
      });
      return { token, expiresAt: Date.parse(idleExpiresAt) };
    },
    /** Slides the idle expiry now; null when the token no longer names a live session. */
    async renew(token: string, merchantId: number): Promise<number | null> {
      const row = await repo.byTokenHash(sha256(token));
      if (!live(row, merchantId)) return null;
      const expiresAt = idleExpiry(row);
      await repo.touch(row.id, deps.now().toISOString(), expiresAt);
      return Date.parse(expiresAt);
    },
    async end(token: string, merchantId: number): Promise<void> {
      const row = await repo.byTokenHash(sha256(token));
      if (row === undefined || row.merchant_id !== merchantId) return;
      await repo.end(row.id, deps.now().toISOString());
      await ended(row.member_id);
    },
    async endAll(memberId: number): Promise<void> {
      await repo.endAllFor(memberId, deps.now().toISOString());
      await ended(memberId);
    },
    /** After a password change: every other device has to log in with the new password. */
    async endOthers(memberId: number, keepToken: string): Promise<void> {
      await repo.endAllFor(memberId, deps.now().toISOString(), sha256(keepToken));
      await ended(memberId);
    },
    /** Adds a listener for ended sessions (logout, password change or reset). */
    onEnded(listener: SessionsEndedListener): void {
      endedListeners.push(listener);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
