/** Query keys of the games feature; a favourite change invalidates `favouriteKeys.all`. */
export const GAMES_KEY = ['games'] as const;
export const favouriteKeys = {
  all: [...GAMES_KEY, 'favourites'] as const,
  ids: (token: string | null) => [...GAMES_KEY, 'favourites', 'ids', token] as const,
  list: (token: string | null, pageSize: number) =>
    [...GAMES_KEY, 'favourites', 'list', token, pageSize] as const,
};
