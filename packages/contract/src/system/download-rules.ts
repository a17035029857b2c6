import { ResourceType } from '../enums.ts';
import type { DownloadLinkItem } from './schemas.ts';

/**
 * Which app file the lobby promotes to a phone. Shared by the web app (download bar, popup, header
 * button) and the server (home's page, which draws the download bar's place before any script runs),
 * so both always agree on whether the bar is there.
 */

/**
 * True inside our own native app: its web view adds this marker to the user agent (spec 2.14: the
 * download bar is hidden for the app itself).
 */
export const OWN_APP_USER_AGENT_MARKER = 'OpenLobbyApp';

export function isOwnApp(userAgent: string): boolean {
  return userAgent.includes(OWN_APP_USER_AGENT_MARKER);
}

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

export interface Viewer {
  userAgent: string;
  /** Running as the installed PWA or a home-screen web clip. */
  standalone: boolean;
}

/**
 * The address the lobby promotes (download bar, header button, side-menu shortcut, download popup),
 * or null: nothing is promoted to the app itself, to the installed PWA, or without a link (spec 2.5,
 * 2.14, 4).
 */
export function promotedDownloadUrl(links: readonly DownloadLinkItem[], viewer: Viewer): string | null {
  if (viewer.standalone || isOwnApp(viewer.userAgent)) return null;
  return pickDownloadUrl(links, viewer.userAgent);
}
