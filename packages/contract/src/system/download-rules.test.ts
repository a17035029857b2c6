import type { DownloadLinkItem } from './schemas.ts';
import { describe, expect, it } from 'vitest';
import { promotedDownloadUrl } from './download-rules.ts';

const LINKS: DownloadLinkItem[] = [
  { resourceType: 'Android', url: 'https://dl.example/a.apk' },
  { resourceType: 'IOS', url: 'https://dl.example/ios' },
];
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';

describe('what the download bar, header button and side-menu shortcut promote (spec 2.5, 2.14, 4)', () => {
  it("promotes this phone's file", () => {
    expect(promotedDownloadUrl(LINKS, { userAgent: ANDROID_CHROME, standalone: false })).toBe(
      'https://dl.example/a.apk',
    );
    expect(promotedDownloadUrl(LINKS, { userAgent: IPHONE, standalone: false })).toBe(
      'https://dl.example/ios',
    );
  });

  it.each([
    ['without links', [], { userAgent: ANDROID_CHROME, standalone: false }],
    ['in the installed PWA', LINKS, { userAgent: ANDROID_CHROME, standalone: true }],
    ['inside our own app', LINKS, { userAgent: `${ANDROID_CHROME} OpenLobbyApp/2.1`, standalone: false }],
  ])('promotes nothing %s', (_case, links, viewer) => {
    expect(promotedDownloadUrl(links, viewer)).toBeNull();
  });
});
