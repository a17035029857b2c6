/**
 * When the reality check shows: at every interval since the login session began, on the
 * server's clock. Counting from the session's start (not from when this page loaded) is what makes
 * the checks survive a reload: a reload at 14 minutes still shows the first check at 15.
 */

/** The first check after `now`: start + k·interval for the smallest k ≥ 1 that is later than now. */
export function nextCheckAt(startMs: number, nowMs: number, intervalMs: number): number {
  const passed = Math.max(0, Math.floor((nowMs - startMs) / intervalMs));
  return startMs + (passed + 1) * intervalMs;
}

/** Whole hours and minutes played from the session's start to `atMs`. */
export function timePlayed(startMs: number, atMs: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((atMs - startMs) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
