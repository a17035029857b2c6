import {
  GAME_CENTRE_COLLECTIONS,
  type GameCentreCollection,
  type GameHoldingCategory,
  type VendorName,
} from '@openlobby/contract/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { gameCentreQuery } from '../api/getGameCentre.ts';
import { useGameCentreSearch } from '../hooks/useGameCentreSearch.ts';
import { useTileActions } from '../hooks/useTileActions.ts';
import { useGamesT } from '../i18n/texts.ts';
import { pagedGames } from '../model/paging.ts';
import { CategoryTabs } from './CategoryTabs.tsx';
import { GameCentreVendors } from './GameCentreVendors.tsx';
import { PagedGames } from './PagedGames.tsx';

const RESULTS_ID = 'centre-results';

function collectionOf(raw: string | null): GameCentreCollection {
  return GAME_CENTRE_COLLECTIONS.find((collection) => collection === raw) ?? 'all';
}

/**
 * One category of a centre: search, provider chips, optionally the slot collections, and the
 * grid, a page at a time from the server. The provider and collection live in the address (?vendor=,
 * ?collection=) so Back and a reload keep them; the search stays with the screen.
 */
export function GameCentreBrowser({
  gameType,
  vendors,
  withCollections = false,
  searchLabel,
  title,
}: {
  gameType: GameHoldingCategory;
  vendors: readonly VendorName[];
  withCollections?: boolean;
  searchLabel: string;
  /** The category's name: what the grid is called when no collection names it. */
  title: string;
}): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const { typed, search, type, submit } = useGameCentreSearch();
  const vendorParam = params.get('vendor')?.toUpperCase();
  const vendor = vendors.some((entry) => entry.vendor === vendorParam) ? vendorParam : undefined;
  const collection = withCollections ? collectionOf(params.get('collection')) : 'all';
  const query = useInfiniteQuery(
    gameCentreQuery({ gameType, collection, vendor, gameName: search || undefined }, language),
  );
  const actions = useTileActions();
  const games = pagedGames(query.data?.pages ?? [], (page) => page.games);
  const total = query.data?.pages[0]?.total;

  const change = (name: string, value: string | undefined): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="centre-browser">
      <form
        className="games-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" htmlFor="centre-search">
          {searchLabel}
        </label>
        <Icon name="search" size={18} />
        <input
          id="centre-search"
          type="search"
          className="games-search__input"
          placeholder={t('centre.searchPlaceholder')}
          value={typed}
          maxLength={64}
          enterKeyHint="search"
          onChange={(event) => type(event.target.value)}
        />
      </form>
      {vendors.length > 0 && (
        <GameCentreVendors vendors={vendors} selected={vendor} onSelect={(code) => change('vendor', code)} />
      )}
      {withCollections && (
        <nav aria-label={t('centre.collections')}>
          <CategoryTabs
            tabs={GAME_CENTRE_COLLECTIONS.map((code) => ({ code, label: t(`centre.collection.${code}`) }))}
            selected={collection}
            onSelect={(code) => change('collection', code === 'all' ? undefined : code)}
            controls={RESULTS_ID}
          />
        </nav>
      )}
      <p className="games-list__count" aria-live="polite">
        {total === undefined ? '' : t('centre.results', { count: total })}
      </p>
      <div
        id={RESULTS_ID}
        role={withCollections ? 'tabpanel' : undefined}
        aria-labelledby={withCollections ? `game-tab-${collection}` : undefined}
      >
        <PagedGames
          query={query}
          games={games}
          actions={actions}
          label={withCollections ? t(`centre.collection.${collection}`) : title}
          emptyText={search ? t('centre.noMatch', { search }) : t('centre.empty')}
        />
      </div>
    </div>
  );
}
