import { type DownloadLinkItem, ResourceType } from '@openlobby/contract/client';

/**
 * The app file for this phone: the iOS link on iPhone/iPad (profile as a fallback), the Android
 * one elsewhere. Null when nothing usable is configured.
 */
export function pickDownloadUrl(links: readonly DownloadLinkItem[], userAgent: string): string | null {
  const url = (type: ResourceType): string | undefined =>
    links.find((link) => link.resourceType === type && link.url)?.url;
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const candidates = ios
    ? [url(ResourceType.IOS), url(ResourceType.MOBILECONFIG), url(ResourceType.ANDROID)]
    : [url(ResourceType.ANDROID), url(ResourceType.IOS)];
  return candidates.find((candidate): candidate is string => Boolean(candidate)) ?? null;
}
