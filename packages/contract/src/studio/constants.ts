/** The house studio's API paths and session header, zod-free for its game pages' scripts. */

/** The studio's own API, used by its game pages under /studio/. */
export const STUDIO_API = {
  session: '/studio/api/session',
  play: '/studio/api/play',
  clientSeed: '/studio/api/client-seed',
  rounds: '/studio/api/rounds',
  verify: '/studio/api/verify',
} as const;

/** The header the studio pages send their studio session token in (never the lobby token). */
export const STUDIO_SESSION_HEADER = 'x-studio-session';
