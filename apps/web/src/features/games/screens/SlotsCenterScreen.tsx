import { GameCategory } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useVassGameTypes } from '../api/getVassGameTypes.ts';
import { GameCentreBrowser } from '../components/GameCentreBrowser.tsx';
import { GameFrameHost } from '../components/GameFrame.tsx';
import { useGamesT } from '../i18n/texts.ts';
// games.css comes with the page itself (src/entry.ts); only the screens' own styles load here.
import './screens.css';
import '../components/gameCentre.css';

/**
 * /m/slotsCenter: the slot (RNG) games only. Provider chips, the collections All, New, Hot and
 * Jackpot, a server-side search, and a grid paged from the server; a tile launches as anywhere.
 */
export default function SlotsCenterScreen(): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const types = useVassGameTypes(language);
  return (
    <div className="games-list centre">
      <LoadState query={types} loadingLabel={t('home.loading')} failedTitle={t('list.loadFailed')}>
        {(loaded) => {
          const slots = loaded.find((type) => type.gameType === GameCategory.RNG);
          return (
            <GameCentreBrowser
              gameType={GameCategory.RNG}
              vendors={slots?.vendorNames ?? []}
              withCollections
              searchLabel={t('centre.searchSlots')}
              title={slots?.name ?? t('centre.collection.all')}
            />
          );
        }}
      </LoadState>
      <GameFrameHost />
    </div>
  );
}
