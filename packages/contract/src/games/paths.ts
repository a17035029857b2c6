import type { EndpointMeta } from '../endpoint.ts';
import { gameCentrePaths } from './centre-paths.ts';

/**
 * Game catalogue endpoints: vendor game types, game lists, hot games, favourites and
 * recent games. Paths are the spec's section 7.2 relay names; methods are the spec's where section
 * 7.1 states one (favourites POST/DELETE/GET, the add-recent-game and recent-list GETs).
 */
export const gamesPaths = {
  vassGameType: {
    name: 'vassGameType',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    module: null,
    token: 'none',
    encrypted: false,
  },
  gameList: {
    name: 'gameList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    module: null,
    token: 'none',
    encrypted: false,
  },
  hotGames: {
    name: 'hotGames',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    module: null,
    token: 'none',
    encrypted: false,
  },
  mobileGames: {
    name: 'mobileGames',
    method: 'GET',
    path: '/lgw/games/mobile',
    module: null,
    token: 'none',
    encrypted: false,
  },
  addFavouriteGame: {
    name: 'addFavouriteGame',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    module: null,
    token: 'required',
    encrypted: false,
  },
  removeFavouriteGame: {
    name: 'removeFavouriteGame',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    module: null,
    token: 'required',
    encrypted: false,
  },
  favouriteGames: {
    name: 'favouriteGames',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    module: null,
    token: 'required',
    encrypted: false,
  },
  favouriteGameIds: {
    name: 'favouriteGameIds',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    module: null,
    token: 'required',
    encrypted: false,
  },
  addRecentGame: {
    name: 'addRecentGame',
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    module: null,
    token: 'required',
    encrypted: false,
  },
  recentGames: {
    name: 'recentGames',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** Spec 7.2 game-launch GET: the URL the full-screen game frame opens for this member. */
  launchGame: {
    name: 'launchGame',
    method: 'GET',
    path: '/wps/game/launchGame',
    module: null,
    token: 'required',
    encrypted: false,
  },
  ...gameCentrePaths,
} as const satisfies Record<string, EndpointMeta>;
