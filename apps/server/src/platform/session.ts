/**
 * The session seam: the accounts module provides the SessionResolver. Without one (`noSessions`) no
 * token resolves, so `required` endpoints refuse every caller instead of pretending to log anyone in.
 */
import type { MemberType } from '@openlobby/contract';

export interface Session {
  readonly memberId: number;
  readonly userName: string;
  readonly type: MemberType;
  /**
   * A password change is pending (first login or expiry under PWDEXPFORCECHANGE3): until it is
   * done, only the endpoints of FORCED_CHANGE_ENDPOINTS answer this session.
   */
  readonly mustChangePassword: boolean;
}

export interface SessionResolver {
  /** The session a token names for the merchant, or null when it is unknown or ended. */
  resolve(token: string, merchantId: number): Promise<Session | null>;
}

export const noSessions: SessionResolver = { resolve: () => Promise.resolve(null) };

/** The Authorization header carries the bare token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (header === undefined) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 512 ? token : null;
}
