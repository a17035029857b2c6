import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useVassGameTypes } from '../api/getVassGameTypes.ts';
import { CategoryTabs } from '../components/CategoryTabs.tsx';
import { GameCentreBrowser } from '../components/GameCentreBrowser.tsx';
import { GameFrameHost } from '../components/GameFrame.tsx';
import { useGamesT } from '../i18n/texts.ts';
// games.css comes with the page itself (src/entry.ts); only the screens' own styles load here.
import './screens.css';
import '../components/gameCentre.css';

const PANEL_ID = 'centre-category';

/**
 * /m/gameCenter: every category of the catalogue as tabs (?gameType=), each with its providers,
 * a server-side search and a grid paged from the server; a tile launches as anywhere.
 */
export default function GameCenterScreen(): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const types = useVassGameTypes(language);
  const [params, setParams] = useSearchParams();
  const select = (code: string): void => {
    // Another category: its own providers, so the provider chosen in the last one goes.
    setParams({ gameType: code }, { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="games-list centre">
      <LoadState
        query={types}
        loadingLabel={t('home.loading')}
        failedTitle={t('list.loadFailed')}
        isEmpty={(loaded) => loaded.length === 0}
        empty={{ title: t('centre.noCategories'), icon: 'search' }}
      >
        {(loaded) => {
          const wanted = params.get('gameType')?.toUpperCase();
          const current = loaded.find((type) => type.gameType === wanted) ?? loaded[0];
          if (current === undefined) return null;
          return (
            <>
              <nav className="centre__categories" aria-label={t('centre.categories')}>
                <CategoryTabs
                  tabs={loaded.map((type) => ({ code: type.gameType, label: type.name }))}
                  selected={current.gameType}
                  onSelect={select}
                  controls={PANEL_ID}
                />
              </nav>
              <div id={PANEL_ID} role="tabpanel" aria-labelledby={`game-tab-${current.gameType}`}>
                <GameCentreBrowser
                  key={current.gameType}
                  gameType={current.gameType}
                  vendors={current.vendorNames}
                  searchLabel={t('centre.search')}
                  title={current.name}
                />
              </div>
            </>
          );
        }}
      </LoadState>
      <GameFrameHost />
    </div>
  );
}
