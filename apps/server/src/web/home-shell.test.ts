import { type BannerItem, type ConsolidatedSettingsValue, SHELL_IMAGE_ATTRIBUTE } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { render, scriptJson } from '../platform/html.ts';
import { createHomeShell, firstHomeBanner } from './home-shell.ts';

const banner = (id: number, groupName: string): BannerItem => ({
  id,
  groupName,
  url: `/cdn/banners/${id}.svg`,
  title: `b${id}`,
  link: '',
});

describe("home page's boot data", () => {
  it('can never close its script element, whatever an operator writes in a title', () => {
    const json = render(scriptJson({ title: '</script><script>alert(1)</script>', line: 'a\u2028b' }));
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });

  it('preloads the banner home shows first: m_home, or m_live only while live models exist', () => {
    const banners = [banner(1, 'm_live'), banner(2, 'm_reg'), banner(3, 'm_home')];
    const settings = (live: boolean) =>
      ({ banners, liveModelsAvailable: live }) as unknown as ConsolidatedSettingsValue;
    expect(firstHomeBanner(settings(false))).toBe('/cdn/banners/3.svg');
    expect(firstHomeBanner(settings(true))).toBe('/cdn/banners/1.svg');
    expect(
      firstHomeBanner({ banners: [banner(2, 'm_reg')] } as unknown as ConsolidatedSettingsValue),
    ).toBeNull();
  });
});

describe("home's page drawn before any script runs", () => {
  const SHELL =
    '<!doctype html><html lang="en" dir="ltr" data-theme="dark"><head><meta name="theme-color" content="#0f1330" /><title>t</title>' +
    '<script type="module" src="/m/assets/index-1.js"></script></head>' +
    '<body><div id="root"><div class="boot-splash"></div></div></body></html>';
  const settings = (downloadLinks: { resourceType: string; url: string }[] = []) =>
    ({
      banners: [banner(7, 'm_home')],
      liveModelsAvailable: false,
      downloadLinks,
    }) as unknown as ConsolidatedSettingsValue;
  const reader = {
    language: 'EN',
    theme: 'dark',
    downloadBarHidden: false,
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  } as const;
  const shell = createHomeShell('/nonexistent', SHELL);

  it('draws the first banner in place of the splash, marked for the app to wait on, and asks for it first', () => {
    const html = shell.render({ settings: settings(), reader });
    expect(html).not.toContain('boot-splash');
    expect(html).toContain(
      `<img class="boot-home__banner" ${SHELL_IMAGE_ATTRIBUTE} src="/cdn/banners/7.svg" alt="" width="750" height="300" fetchpriority="high">`,
    );
    expect(html).toContain('aria-hidden="true"');
    // The banner's request comes before the first script's.
    expect(
      html.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/cdn/banners/7.svg">'),
    ).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("is drawn in the reader's language and direction", () => {
    const html = shell.render({ settings: settings(), reader: { ...reader, language: 'UR' } });
    expect(html).toContain('<html lang="ur" dir="rtl" data-theme="dark">');
    expect(html).toContain('data-language="UR"');
    expect(shell.render({ settings: settings(), reader })).toContain('<html lang="en" dir="ltr"');
  });

  it("is drawn in the reader's theme, the browser's bar included", () => {
    const html = shell.render({ settings: settings(), reader: { ...reader, theme: 'light' } });
    expect(html).toContain('data-theme="light"');
    expect(html).toContain('<meta name="theme-color" content="#f6f7fb"');
    expect(shell.render({ settings: settings(), reader })).toContain('data-theme="dark"');
  });

  it("keeps the download bar's place exactly when the app will show the bar", () => {
    const links = [{ resourceType: 'Android', url: 'https://dl.example/a.apk' }];
    const bar = '<div class="boot-home__bar"></div>';
    expect(shell.render({ settings: settings(links), reader })).toContain(bar);
    expect(shell.render({ settings: settings(), reader })).not.toContain(bar);
    expect(
      shell.render({ settings: settings(links), reader: { ...reader, downloadBarHidden: true } }),
    ).not.toContain(bar);
    expect(
      shell.render({
        settings: settings(links),
        reader: { ...reader, userAgent: `${reader.userAgent} OpenLobbyApp/2` },
      }),
    ).not.toContain(bar);
  });

  it('keeps the plain splash when there is no banner to show, or no settings', () => {
    const noBanner = { ...settings(), banners: [] } as unknown as ConsolidatedSettingsValue;
    expect(shell.render({ settings: noBanner, reader })).toContain('boot-splash');
    expect(shell.render(null)).toContain('boot-splash');
  });

  it("marks the labelled demo's first paint in the reader's language, and a live site's not at all", () => {
    const demo = { ...settings(), demo: true };
    expect(shell.render({ settings: demo, reader })).toContain('<p class="demo-marker">Demo</p>');
    expect(shell.render({ settings: demo, reader: { ...reader, language: 'UR' } })).toContain(
      '<p class="demo-marker">ڈیمو</p>',
    );
    const live = { ...settings(), demo: false };
    expect(shell.render({ settings: live, reader })).not.toContain('demo-marker');
  });

  it('escapes an operator-set banner address', () => {
    const hostile = {
      ...settings(),
      banners: [{ ...banner(1, 'm_home'), url: '/x.svg" onerror="alert(1)' }],
    };
    const html = shell.render({ settings: hostile, reader });
    expect(html).not.toContain('onerror="alert(1)"');
    expect(html).toContain('src="/x.svg&quot; onerror=&quot;alert(1)"');
  });
});
