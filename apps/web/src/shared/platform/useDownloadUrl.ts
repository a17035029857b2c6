import { useCommonStore } from '../store/commonStore.ts';
import { pickDownloadUrl } from './download.ts';
import { isStandalone } from './standalone.ts';

/** The direct download address, or null when none is configured or the lobby already runs as the app. */
export function useDownloadUrl(): string | null {
  const links = useCommonStore((state) => state.downloadLinks);
  if (isStandalone()) return null;
  return pickDownloadUrl(links, navigator.userAgent);
}
