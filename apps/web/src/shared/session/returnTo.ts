/**
 * Why a guest was sent to log in, and where to take them afterwards: a guest who taps Play is told
 * why the login screen opened, and after logging in or registering lands on the game they chose,
 * not on home. Both travel in the login address (`?reason=play&next=/m/...`), so a reload, the
 * register link and the back button keep them.
 */
export type LoginReason = 'play';

const LOGIN_PATH = '/m/login';
const REASONS: readonly LoginReason[] = ['play'];
/** Screens a return would loop through or that make no sense after signing in. */
const NO_RETURN = ['/m/login', '/m/register', '/m/forget', '/m/changePsw'];

/**
 * `next` when it is a path of this lobby and nothing else: never another site ("//evil.example",
 * "https://…", "/\\evil"), never the account screens themselves.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/m/') || next.includes('\\')) return null;
  if ([...next].some((character) => character.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(next, 'https://lobby.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://lobby.invalid') return null;
  if (NO_RETURN.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The login address that says why and where to return. */
export function loginPathFor(reason: LoginReason, next: string): string {
  const params = new URLSearchParams({ reason });
  const back = safeReturnPath(next);
  if (back) params.set('next', back);
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** Where to go after a login or registration started from `search` (null: the usual place). */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

/** The reason in `search`, if it is one the lobby knows. */
export function loginReasonFrom(search: string): LoginReason | null {
  const reason = new URLSearchParams(search).get('reason');
  return REASONS.find((known) => known === reason) ?? null;
}

/** The reason and return of `search`, to carry from login to register and back. */
export function carriedQuery(search: string): string {
  const carried = new URLSearchParams();
  const reason = loginReasonFrom(search);
  const next = returnPathFrom(search);
  if (reason) carried.set('reason', reason);
  if (next) carried.set('next', next);
  const query = carried.toString();
  return query === '' ? '' : `?${query}`;
}
