import {
  GameCategory,
  type GameItem,
  VENDOR_LIST_CATEGORIES,
  type VassGameTypeItem,
} from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useHotGames } from '../api/getHotGames.ts';
import { getLotteryGames } from '../api/getLotteryGames.ts';
import { useVassGameTypes } from '../api/getVassGameTypes.ts';
import { BlockHeading } from '../components/BlockHeading.tsx';
import { CategoryTabs } from '../components/CategoryTabs.tsx';
import { FavouriteList } from '../components/FavouriteList.tsx';
import { GameFrameHost } from '../components/GameFrame.tsx';
import { EAGER_TILES, GameGrid } from '../components/GameGrid.tsx';
import type { TileActions } from '../components/GameTile.tsx';
import { VendorList } from '../components/VendorList.tsx';
import { useGameLauncher } from '../hooks/useGameLauncher.ts';
import { useTileActions } from '../hooks/useTileActions.ts';
import { useGamesT } from '../i18n/texts.ts';
import { ACTIVITY_PATH, vendorListPath } from '../model/paths.ts';
// games.css comes with the page itself (src/entry.ts); only the screens' own styles load here.
import './screens.css';

const PANEL_ID = 'lobby-panel';
const FAV = 'FAV';

/** FISH, LIVE, RNG and PVP (spec 2.10): each vendor with its hot games and a link to all of them. */
function VendorSections({
  type,
  hot,
  actions,
}: {
  type: VassGameTypeItem;
  hot: readonly GameItem[];
  actions: TileActions;
}): ReactElement {
  const { t } = useGamesT();
  if (type.vendorNames.length === 0) return <VendorList gameType={type.gameType} vendors={[]} />;
  return (
    <>
      {type.vendorNames.map((vendor) => {
        const games = hot.filter(
          (game) => game.vassalage === vendor.vendor && game.gameType === type.gameType,
        );
        return (
          <section key={vendor.vendor} className="games-block" aria-labelledby={`vendor-${vendor.vendor}`}>
            <BlockHeading
              id={`vendor-${vendor.vendor}`}
              title={vendor.displayName}
              moreTo={vendorListPath(type.gameType, vendor.vendor)}
              moreLabel={t('vendors.allGames', { vendor: vendor.displayName })}
            />
            {games.length > 0 && <GameGrid games={games} actions={actions} label={vendor.displayName} />}
          </section>
        );
      })}
    </>
  );
}

/**
 * The game lobby (spec 2.10): a side menu of the server's categories plus fixed HOT and FAV, and
 * PROMO, which opens the promotions. ELOTT launches a lottery instead of switching. Switching a tab
 * scrolls back to the top.
 */
export default function GameLobbyScreen(): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const navigate = useNavigate();
  const types = useVassGameTypes(language);
  const hot = useHotGames(language);
  const actions = useTileActions();
  const launch = useGameLauncher();
  const [selected, setSelected] = useState<string>(GameCategory.HOT);

  const openLottery = async (): Promise<void> => {
    const games = await getLotteryGames(GameCategory.ELOTT, language).catch(() => null);
    const first = games?.list[0];
    if (first) await launch(first);
  };
  const onSelect = (code: string): void => {
    if (code === GameCategory.PROMO) void navigate(ACTIVITY_PATH);
    else if (code === GameCategory.ELOTT) void openLottery();
    else {
      setSelected(code);
      window.scrollTo({ top: 0 });
    }
  };

  const serverTypes = types.data ?? [];
  const tabs = [
    { code: GameCategory.HOT, label: t('tabs.HOT') },
    { code: FAV, label: t('tabs.FAV') },
    ...serverTypes.map((type) => ({ code: type.gameType, label: type.name })),
    { code: GameCategory.PROMO, label: t('tabs.PROMO') },
  ];
  const current = serverTypes.find((type) => type.gameType === selected);
  const hotList = hot.data?.list ?? [];

  let panel: ReactElement;
  if (selected === FAV) panel = <FavouriteList actions={actions} />;
  else if (current && (VENDOR_LIST_CATEGORIES as readonly string[]).includes(current.gameType))
    panel = <VendorSections type={current} hot={hotList} actions={actions} />;
  else if (current) panel = <VendorList gameType={current.gameType} vendors={current.vendorNames} />;
  else if (hot.data)
    panel = <GameGrid games={hotList} actions={actions} label={t('tabs.HOT')} eagerCount={EAGER_TILES} />;
  else panel = <Spinner label={t('home.loading')} />;

  return (
    <div className="lobby">
      <nav className="lobby__menu" aria-label={t('lobby.menu')}>
        <CategoryTabs
          tabs={tabs}
          selected={selected}
          onSelect={onSelect}
          orientation="vertical"
          controls={PANEL_ID}
        />
      </nav>
      <div id={PANEL_ID} className="lobby__panel" role="tabpanel" aria-labelledby={`game-tab-${selected}`}>
        {types.isPending ? <Spinner label={t('home.loading')} /> : panel}
      </div>
      <GameFrameHost />
    </div>
  );
}
