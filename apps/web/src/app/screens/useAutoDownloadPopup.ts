import { StorageKey } from '@openlobby/contract/client';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { readText } from '../../shared/storage/storage.ts';
import { useShellStore } from '../shell/shellStore.ts';
import {
  readDownloadPopupRest,
  restDownloadPopup,
  shouldAutoOpenDownloadPopup,
} from './downloadPopupRules.ts';

/**
 * Called when home's announcement popup has made its choice: opens the download popup when the
 * rules allow it, and rests it for a day after either popup showed.
 */
export function useAutoDownloadPopup(): (announcementShown: boolean) => void {
  const downloadUrl = useDownloadUrl();
  return (announcementShown) => {
    const now = Date.now();
    const shell = useShellStore.getState();
    const open = shouldAutoOpenDownloadPopup({
      downloadUrl,
      barClosed: readText('local', StorageKey.DOWNLOAD_BAR_HIDDEN) === '1',
      announcementShown,
      overlayOpen: shell.overlay !== 'none',
      restsUntil: readDownloadPopupRest(),
      now,
    });
    if (announcementShown || open) restDownloadPopup(now);
    if (open) shell.open('appDownload');
  };
}
