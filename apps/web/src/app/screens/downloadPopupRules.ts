import { StorageKey } from '@openlobby/contract/client';
import { readText, writeText } from '../../shared/storage/storage.ts';

/** After home has shown a popup, the download popup does not open by itself for a day. */
export const DOWNLOAD_POPUP_REST_MS = 24 * 60 * 60 * 1_000;

export interface AutoOpenInputs {
  /** The promoted download address (null: no link, the app itself or the installed PWA). */
  downloadUrl: string | null;
  /** The visitor closed the download bar: they declined the app. */
  barClosed: boolean;
  /** The announcement popup had something to show on this visit. */
  announcementShown: boolean;
  /** Another shell overlay (side menu, a dialog) is open. */
  overlayOpen: boolean;
  restsUntil: number;
  now: number;
}

/**
 * Home's own download popup (spec 2.4): at most one popup per visit and never on top of the
 * announcement popup, which has priority; not for visitors who closed the bar or for whom nothing
 * is promoted; and at most once a day, counting the announcement popup too.
 */
export function shouldAutoOpenDownloadPopup(inputs: AutoOpenInputs): boolean {
  return (
    inputs.downloadUrl !== null &&
    !inputs.barClosed &&
    !inputs.announcementShown &&
    !inputs.overlayOpen &&
    inputs.now >= inputs.restsUntil
  );
}

export function readDownloadPopupRest(): number {
  const value = Number(readText('local', StorageKey.DOWNLOAD_POPUP_RESTS_UNTIL));
  return Number.isFinite(value) ? value : 0;
}

export function restDownloadPopup(now: number): void {
  writeText('local', StorageKey.DOWNLOAD_POPUP_RESTS_UNTIL, String(now + DOWNLOAD_POPUP_REST_MS));
}
