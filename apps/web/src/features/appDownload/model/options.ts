import { type DownloadLinkItem, ResourceType } from '@openlobby/contract/client';

export type DownloadOptionKind = 'android' | 'ios' | 'profile' | 'homeScreen';

export interface DownloadOption {
  kind: DownloadOptionKind;
  /** The configured link; absent for add-to-home-screen, which needs none. */
  url?: string;
}

const LINKED: readonly [DownloadOptionKind, string][] = [
  ['android', ResourceType.ANDROID],
  ['ios', ResourceType.IOS],
  ['profile', ResourceType.MOBILECONFIG],
];

/**
 * Spec 2.14's options in its order: Android, iOS and profile (MOBILECONFIG) each only with a
 * configured link, add-to-home-screen always (the lobby itself is the app there).
 */
export function downloadOptions(links: readonly DownloadLinkItem[]): DownloadOption[] {
  const options: DownloadOption[] = [];
  for (const [kind, resourceType] of LINKED) {
    const url = links.find((link) => link.resourceType === resourceType && link.url !== '')?.url;
    if (url) options.push({ kind, url });
  }
  options.push({ kind: 'homeScreen' });
  return options;
}

const IOS = /iPhone|iPad|iPod/i;
/** Chrome, Firefox, Edge, Opera, Google app and in-app browsers on iOS all name themselves. */
const IOS_OTHER_BROWSER =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|MicroMessenger|WhatsApp/i;

export function isIos(userAgent: string): boolean {
  return IOS.test(userAgent);
}

/** Spec 4 and 8: on iOS, apps and profiles install only from Safari. */
export function isIosOutsideSafari(userAgent: string): boolean {
  return isIos(userAgent) && (IOS_OTHER_BROWSER.test(userAgent) || !/Safari\//.test(userAgent));
}

/** Which how-to the add-to-home-screen option shows when the browser offers no install prompt. */
export function homeScreenGuide(userAgent: string): 'iosSafari' | 'other' {
  return isIos(userAgent) && !isIosOutsideSafari(userAgent) ? 'iosSafari' : 'other';
}

/** A phone or tablet; anything else is a desktop visitor, who gets the QR code on /m/app. */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
