import type { BannerItem, ConsolidatedSettingsValue } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { firstHomeBanner, scriptSafeJson } from './home-shell.ts';

const banner = (id: number, groupName: string): BannerItem => ({
  id,
  groupName,
  url: `/cdn/banners/${id}.svg`,
  title: `b${id}`,
  link: '',
});

describe("home page's boot data", () => {
  it('can never close its script element, whatever an operator writes in a title', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>', line: 'a\u2028b' });
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
