import { GameCategory } from '@openlobby/contract/client';
import { type ReactElement, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useHotGames } from '../api/getHotGames.ts';
import { useVassGameTypes } from '../api/getVassGameTypes.ts';
import { useTileActions } from '../hooks/useTileActions.ts';
import { useGamesT } from '../i18n/texts.ts';
import { GAME_LIST_PATH } from '../model/paths.ts';
import { BlockHeading } from './BlockHeading.tsx';
import { CategoryTabs } from './CategoryTabs.tsx';
import { FavouritesBlock } from './FavouritesBlock.tsx';
import { GameFrameHost } from './GameFrame.tsx';
import { EAGER_TILES, GameGrid } from './GameGrid.tsx';
import { VendorList } from './VendorList.tsx';
// Its styles (games.css) come with the page itself: see src/entry.ts.

const PANEL_ID = 'home-games-panel';
/**
 * Hot tiles on home: four rows. The whole preloaded list (no more pages) is one tap away on
 * /m/gameList?type=hot; sixty tiles here would cost a slow phone its first seconds.
 */
export const HOME_HOT_TILES = 12;

/**
 * The house draws' tab (ELOTT, the lobby's Lottery: spec 2.10 has it launch a lottery) leads with
 * the lottery lobby, where every draw shows its countdown and last result.
 */
function LotteryLobbyLink(): ReactElement {
  const { t } = useGamesT();
  return (
    <Link className="vendor-card lottery-lobby-link" to="/m/lottery">
      <span className="vendor-card__badge" aria-hidden="true">
        <Icon name="star" />
      </span>
      <span className="vendor-card__name">{t('home.lotteryLobby')}</span>
      <Icon name="chevron" size={18} />
    </Link>
  );
}

/**
 * Home's game area (spec 2.4): category tabs (default HOT), the hot block with its more link, the
 * member's 'my collection', and each other category's third-party vendor list. A loading indicator
 * holds the area's box until the vendors have loaded (spec 4 home load).
 */
export default function HomeGameArea(): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const selected = useCommonStore((state) => state.homeGameCategory);
  const select = useCommonStore((state) => state.setHomeGameCategory);
  // Deferred: each answer's render runs time-sliced at transition priority, so the area never
  // blocks the main thread for long while home settles.
  const types = useDeferredValue(useVassGameTypes(language).data);
  const hot = useDeferredValue(useHotGames(language).data);
  const actions = useTileActions('home');

  if (!types) {
    return (
      <section className="home-games home-games--loading" aria-label={t('home.hotTitle')}>
        <Spinner label={t('home.loading')} />
      </section>
    );
  }
  const tabs = [
    { code: GameCategory.HOT, label: t('tabs.HOT') },
    ...types.map((type) => ({ code: type.gameType, label: type.name })),
  ];
  const current = types.find((type) => type.gameType === selected);
  return (
    <section className="home-games" aria-label={t('tabs.label')}>
      <CategoryTabs
        tabs={tabs}
        selected={current ? current.gameType : GameCategory.HOT}
        onSelect={(code) => select(code as GameCategory)}
        controls={PANEL_ID}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        className="home-games__panel"
        aria-labelledby={`game-tab-${current?.gameType ?? GameCategory.HOT}`}
      >
        {current ? (
          <>
            {current.gameType === GameCategory.ELOTT && <LotteryLobbyLink />}
            <VendorList gameType={current.gameType} vendors={current.vendorNames} />
          </>
        ) : (
          <>
            <FavouritesBlock actions={actions} />
            <section className="games-block" aria-labelledby="hot-block-title">
              <BlockHeading
                id="hot-block-title"
                title={t('home.hotTitle')}
                moreTo={`${GAME_LIST_PATH}?type=hot`}
                moreLabel={t('home.moreHot')}
              />
              {hot ? (
                <GameGrid
                  games={hot.list.slice(0, HOME_HOT_TILES)}
                  actions={actions}
                  label={t('home.hotTitle')}
                  eagerCount={EAGER_TILES}
                />
              ) : (
                <div className="games-block__placeholder">
                  <Spinner label={t('home.loading')} />
                </div>
              )}
            </section>
          </>
        )}
      </div>
      <GameFrameHost />
    </section>
  );
}
