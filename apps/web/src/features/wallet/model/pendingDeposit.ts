/**
 * The gateway deposit the player left the lobby for. The payment page is another site (or the
 * server's demo page); when the browser comes back, this says which deposit to show the state of,
 * even if the gateway's return address carries no id. Session storage: one tab, gone with it.
 */
const KEY = 'wallet.pendingDeposit';
/** A payment page left open longer than this is not worth resuming. */
const RESUME_WINDOW_MS = 30 * 60_000;

export interface PendingDeposit {
  depositId: string;
  redirectUrl: string;
  startedAt: number;
}

export function rememberPendingDeposit(depositId: string, redirectUrl: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ depositId, redirectUrl, startedAt: now }));
  } catch {
    // Private mode without storage: the URL's depositId still brings the player back.
  }
}

export function readPendingDeposit(now = Date.now()): PendingDeposit | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { depositId, redirectUrl, startedAt } = raw as Record<string, unknown>;
    if (typeof depositId !== 'string' || typeof redirectUrl !== 'string' || typeof startedAt !== 'number')
      return null;
    if (now - startedAt > RESUME_WINDOW_MS) return null;
    return { depositId, redirectUrl, startedAt };
  } catch {
    return null;
  }
}

export function forgetPendingDeposit(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
