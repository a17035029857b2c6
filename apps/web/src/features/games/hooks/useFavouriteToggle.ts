import {
  type FavouriteGameIdsValue,
  type GameItem,
  TOAST_LOADING_MS,
  TOAST_SUCCESS_MS,
} from '@openlobby/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';
import { addFavouriteGame, removeFavouriteGame } from '../api/changeFavouriteGame.ts';
import { useFavouriteGameIds } from '../api/getFavouriteGameIds.ts';
import { favouriteKeys } from '../api/keys.ts';
import { useGamesT } from '../i18n/texts.ts';
import { favouriteKey } from '../model/gameIcon.ts';
import { LOGIN_PATH } from '../model/paths.ts';

export type FavouriteGame = Pick<GameItem, 'nodeId' | 'vassalage'>;

export interface FavouriteToggle {
  isFavourite: (game: FavouriteGame) => boolean;
  isPending: (game: FavouriteGame) => boolean;
  toggle: (game: FavouriteGame) => Promise<void>;
}

/**
 * The favourite star of spec 4 and 8: a guest goes to login; a member's add or remove shows the
 * 10 s please-wait toast, then the 1 s saved-changes toast and the updated local list on success,
 * or just hides the loader on failure.
 */
export function useFavouriteToggle(): FavouriteToggle {
  const { t } = useGamesT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useCommonStore((state) => state.session?.token ?? null);
  const ids = useFavouriteGameIds();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const favourites = useMemo(
    () => new Set((ids.data?.list ?? []).map((entry) => favouriteKey(entry.nodeId, entry.vendor))),
    [ids.data],
  );

  const toggle = useCallback(
    async (game: FavouriteGame): Promise<void> => {
      if (token === null) {
        void navigate(LOGIN_PATH);
        return;
      }
      const key = favouriteKey(game.nodeId, game.vassalage);
      const request = { nodeId: game.nodeId, vendor: game.vassalage };
      setPending((current) => new Set(current).add(key));
      const loader = showToast(t('favourite.pleaseWait'), 'loading', TOAST_LOADING_MS);
      try {
        const result = favourites.has(key)
          ? await removeFavouriteGame(request)
          : await addFavouriteGame(request);
        client.setQueryData<FavouriteGameIdsValue>(favouriteKeys.ids(token), (old) => {
          const rest = (old?.list ?? []).filter((entry) => favouriteKey(entry.nodeId, entry.vendor) !== key);
          return {
            list: result.favourite ? [{ nodeId: game.nodeId, vendor: game.vassalage }, ...rest] : rest,
          };
        });
        void client.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] });
        showToast(t('favourite.saved'), 'info', TOAST_SUCCESS_MS);
      } catch {
        hideToast(loader);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [client, favourites, navigate, t, token],
  );

  return useMemo(
    () => ({
      isFavourite: (game) => favourites.has(favouriteKey(game.nodeId, game.vassalage)),
      isPending: (game) => pending.has(favouriteKey(game.nodeId, game.vassalage)),
      toggle,
    }),
    [favourites, pending, toggle],
  );
}
