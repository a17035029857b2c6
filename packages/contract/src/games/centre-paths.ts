/**
 * The slots centre and game centre (/m/slotsCenter, /m/gameCenter) page one category's games
 * through one call: a vendor, a collection and a search narrow it. Zod-free (the web imports it).
 */
import type { EndpointMeta } from '../endpoint.ts';

/**
 * What a centre list shows. all: the category in lobby order; new: most recently added first
 * (catalogue id, descending); hot: the operator's hot games of the category in hot order; jackpot:
 * games whose name has the word "Jackpot" (the catalogue has no jackpot flag: the vendors name
 * their progressive-jackpot titles so), in lobby order.
 */
export const GAME_CENTRE_COLLECTIONS = ['all', 'new', 'hot', 'jackpot'] as const;
export type GameCentreCollection = (typeof GAME_CENTRE_COLLECTIONS)[number];

/** The word a jackpot game's name carries (matched like a search word, by prefix). */
export const GAME_CENTRE_JACKPOT_WORD = 'jackpot';
/** A page fills eight rows of three tiles on a phone. */
export const GAME_CENTRE_PAGE_SIZE = 24;
/** The largest page a centre call serves. */
export const GAME_CENTRE_PAGE_SIZE_MAX = 60;

export const gameCentrePaths = {
  /** One page of a category's games for the slots centre and game centre. */
  gameCentre: {
    name: 'gameCentre',
    method: 'GET',
    path: '/wps/games/centre',
    module: null,
    token: 'none',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
