import type { GameItem } from '@openlobby/contract/client';

/**
 * A game a guest tapped before being sent to log in, with the screen it was tapped on. The login
 * returns the player to that screen with a `resume` mark, and the screen then starts the game
 * (useGameLauncher): the player lands in the game they chose, not on home. Only an address with the
 * mark starts it, so a guest who gave up and logs in later from the header is not surprised by a
 * game. Session storage: it belongs to this tab and ends with it.
 */
export type PendingGame = Pick<
  GameItem,
  | 'gameId'
  | 'gameType'
  | 'vassalage'
  | 'nodeId'
  | 'supportPlay'
  | 'gameGroupId'
  | 'lottoMode'
  | 'gameCode'
  | 'displayName'
>;

const KEY = 'pendingGameLaunch';
export const RESUME_PARAM = 'resume';

function withoutResume(url: URL): string {
  url.searchParams.delete(RESUME_PARAM);
  const query = url.searchParams.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}`;
}

/** `here` (a lobby path and query) marked to start `game` when the player comes back to it. */
export function resumeAddress(here: string, game: PendingGame): string {
  const url = new URL(here, 'https://lobby.invalid');
  url.searchParams.set(RESUME_PARAM, `${game.vassalage}:${game.nodeId}`);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** `here` without the resume mark, to replace the address once the game has started. */
export function withoutResumeMark(here: string): string {
  return withoutResume(new URL(here, 'https://lobby.invalid'));
}

export function hasResumeMark(search: string): boolean {
  return new URLSearchParams(search).has(RESUME_PARAM);
}

interface Pending {
  returnTo: string;
  game: PendingGame;
}

export function savePendingLaunch(returnTo: string, game: PendingGame): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ returnTo, game } satisfies Pending));
  } catch {
    // Storage refused (private mode, quota): the player still returns to the screen.
  }
}

function isPending(value: unknown): value is Pending {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Pending>;
  return (
    typeof candidate.returnTo === 'string' &&
    typeof candidate.game === 'object' &&
    candidate.game !== null &&
    typeof candidate.game.gameId === 'number' &&
    typeof candidate.game.vassalage === 'string'
  );
}

/** The game waiting for `location`, taken (so it starts once); null when none waits there. */
export function takePendingLaunch(location: string): PendingGame | null {
  let pending: unknown;
  try {
    pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    pending = null;
  }
  if (!isPending(pending) || pending.returnTo !== location) return null;
  sessionStorage.removeItem(KEY);
  return pending.game;
}
