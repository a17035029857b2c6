/**
 * Time left until an issue stops taking bets, on the server's clock: the phone's clock may be off,
 * so the offset measured when the issue arrived (server time minus phone time) is added back.
 */
export function serverOffsetMs(serverTime: string, phoneNowMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - phoneNowMs;
}

export function msUntilClose(closesAt: string, offsetMs: number, phoneNowMs: number): number {
  return Math.max(0, Date.parse(closesAt) - (phoneNowMs + offsetMs));
}

/** "mm:ss", or "h:mm:ss" from an hour on (the daily lottery); rounded up so 0:00 means closed. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
