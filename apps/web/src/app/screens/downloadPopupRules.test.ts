import { describe, expect, it } from 'vitest';
import {
  type AutoOpenInputs,
  DOWNLOAD_POPUP_REST_MS,
  shouldAutoOpenDownloadPopup,
} from './downloadPopupRules.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const OPENS: AutoOpenInputs = {
  downloadUrl: 'https://dl.example/a.apk',
  barClosed: false,
  announcementShown: false,
  overlayOpen: false,
  restsUntil: 0,
  now: NOW,
};

describe("home's own download popup (spec 2.4)", () => {
  it('opens for a visitor with a promoted link and no other popup', () => {
    expect(shouldAutoOpenDownloadPopup(OPENS)).toBe(true);
  });

  it.each<[string, Partial<AutoOpenInputs>]>([
    ['nothing is promoted (no link, the app itself, the installed PWA)', { downloadUrl: null }],
    ['the visitor closed the download bar', { barClosed: true }],
    ['the announcement popup shows on this visit', { announcementShown: true }],
    ['the side menu or another dialog is open', { overlayOpen: true }],
    ['a popup already showed within the day', { restsUntil: NOW + DOWNLOAD_POPUP_REST_MS - 1 }],
  ])('stays closed when %s', (_case, change) => {
    expect(shouldAutoOpenDownloadPopup({ ...OPENS, ...change })).toBe(false);
  });

  it('opens again once the day of rest is over', () => {
    expect(shouldAutoOpenDownloadPopup({ ...OPENS, restsUntil: NOW })).toBe(true);
  });
});
