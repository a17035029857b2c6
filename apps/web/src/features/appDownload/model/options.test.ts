import type { DownloadLinkItem } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { downloadOptions, homeScreenGuide, isIosOutsideSafari, isMobileDevice } from './options.ts';

const ALL: DownloadLinkItem[] = [
  { resourceType: 'AppDownloadIcon', url: '/cdn/icon.svg' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/p.mobileconfig' },
  { resourceType: 'IOS', url: 'https://dl.example/ios' },
  { resourceType: 'Android', url: 'https://dl.example/a.apk' },
  { resourceType: 'AFFILIATELINK', url: '/m/inviteFriends' },
];

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const IOS_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS]';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('download options (spec 2.14)', () => {
  it('lists Android, iOS, profile and add-to-home-screen in that order when all are configured', () => {
    expect(downloadOptions(ALL)).toEqual([
      { kind: 'android', url: 'https://dl.example/a.apk' },
      { kind: 'ios', url: 'https://dl.example/ios' },
      { kind: 'profile', url: 'https://dl.example/p.mobileconfig' },
      { kind: 'homeScreen' },
    ]);
  });

  it('shows only options with a link; add-to-home-screen always', () => {
    const iosOnly = ALL.filter((link) => link.resourceType === 'IOS');
    expect(downloadOptions(iosOnly).map((option) => option.kind)).toEqual(['ios', 'homeScreen']);
    expect(downloadOptions([{ resourceType: 'Android', url: '' }])).toEqual([{ kind: 'homeScreen' }]);
    expect(downloadOptions([])).toEqual([{ kind: 'homeScreen' }]);
  });
});

describe('browsers', () => {
  it('tells iOS outside Safari (other browsers, in-app views) from Safari and other systems', () => {
    expect(isIosOutsideSafari(SAFARI)).toBe(false);
    expect(isIosOutsideSafari(IOS_CHROME)).toBe(true);
    expect(isIosOutsideSafari(IOS_IN_APP)).toBe(true);
    expect(isIosOutsideSafari(ANDROID)).toBe(false);
    expect(isIosOutsideSafari(DESKTOP)).toBe(false);
  });

  it("picks Safari's share-sheet steps on iOS Safari and the browser-menu steps elsewhere", () => {
    expect(homeScreenGuide(SAFARI)).toBe('iosSafari');
    expect(homeScreenGuide(IOS_CHROME)).toBe('other');
    expect(homeScreenGuide(ANDROID)).toBe('other');
  });

  it('treats phones and tablets as mobile, the rest as desktop', () => {
    expect(isMobileDevice(SAFARI)).toBe(true);
    expect(isMobileDevice(ANDROID)).toBe(true);
    expect(isMobileDevice(DESKTOP)).toBe(false);
  });
});
