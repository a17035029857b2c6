import { defineEndpoint } from '../endpoint.ts';
import { gamesPaths as p } from './paths.ts';
import * as s from './schemas.ts';
import * as centre from './centre-schemas.ts';

export const gamesEndpoints = {
  vassGameType: defineEndpoint(p.vassGameType, s.vassGameTypeRequest, s.vassGameTypeValue),
  gameList: defineEndpoint(p.gameList, s.gameListRequest, s.gameListValue),
  hotGames: defineEndpoint(p.hotGames, s.hotGamesRequest, s.hotGamesValue),
  mobileGames: defineEndpoint(p.mobileGames, s.mobileGamesRequest, s.mobileGamesValue),
  addFavouriteGame: defineEndpoint(p.addFavouriteGame, s.favouriteGameRequest, s.favouriteChangeValue),
  removeFavouriteGame: defineEndpoint(p.removeFavouriteGame, s.favouriteGameRequest, s.favouriteChangeValue),
  favouriteGames: defineEndpoint(p.favouriteGames, s.favouriteGamesRequest, s.favouriteGamesValue),
  favouriteGameIds: defineEndpoint(p.favouriteGameIds, s.favouriteGameIdsRequest, s.favouriteGameIdsValue),
  addRecentGame: defineEndpoint(p.addRecentGame, s.addRecentGameRequest, s.addRecentGameValue),
  recentGames: defineEndpoint(p.recentGames, s.recentGamesRequest, s.recentGamesValue),
  launchGame: defineEndpoint(p.launchGame, s.launchGameRequest, s.launchGameValue),
  gameCentre: defineEndpoint(p.gameCentre, centre.gameCentreRequest, centre.gameCentreValue),
};
