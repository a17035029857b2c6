import type { FavouriteChangeValue, FavouriteGameRequest } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

/** Spec 7.1: add is a POST, remove a DELETE, both naming the game by nodeId and vendor. */
export function addFavouriteGame(game: FavouriteGameRequest): Promise<FavouriteChangeValue> {
  return callApi('addFavouriteGame', game);
}

export function removeFavouriteGame(game: FavouriteGameRequest): Promise<FavouriteChangeValue> {
  return callApi('removeFavouriteGame', game);
}
