import { useCommonStore } from '../store/commonStore.ts';
import { promotedDownloadUrl } from './download.ts';
import { isStandalone } from './standalone.ts';

/** The direct download address, or null when none is configured or the lobby already is the app. */
export function useDownloadUrl(): string | null {
  const links = useCommonStore((state) => state.downloadLinks);
  return promotedDownloadUrl(links, { userAgent: navigator.userAgent, standalone: isStandalone() });
}
