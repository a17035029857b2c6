/**
 * The plain server pages' palettes (demo payment, live chat): every text colour on every background
 * it is drawn on reads at 4.5:1 or better in both themes, Urdu text included (it uses the same
 * tokens, which axe would not measure for it). A header colour the lobby chooses gets readable text.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_PAIRS, PAGE_THEMES, contrastRatio, inkOn, pageThemeOf } from './page-theme.ts';

describe.each(Object.keys(PAGE_THEMES) as (keyof typeof PAGE_THEMES)[])('the %s page theme', (name) => {
  const theme = PAGE_THEMES[name];
  it.each(PAGE_TEXT_PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => [fg, bg] as const)))(
    '%s on %s is at least 4.5:1',
    (fg, bg) => {
      expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('text on a header colour the lobby chose', () => {
  it('is black or white, whichever reads at 4.5:1 or better, on any colour', () => {
    const steps = ['00', '33', '66', '77', '80', '88', '99', 'aa', 'cc', 'ff'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const colour = `#${r}${g}${b}`;
          const ink = inkOn(colour) === 'light' ? '#ffffff' : '#000000';
          expect(contrastRatio(ink, colour), colour).toBeGreaterThanOrEqual(4.5);
        }
    expect(inkOn('#2a1f6e')).toBe('light');
    expect(inkOn('#fff')).toBe('dark');
  });
});

describe('the theme a page link names', () => {
  it('is light for any name with "light" in it, and dark otherwise', () => {
    expect(pageThemeOf('light')).toBe('light');
    expect(pageThemeOf(undefined, 'LIGHT')).toBe('light');
    expect(pageThemeOf('skin-light-blue')).toBe('light');
    expect(pageThemeOf('dark', 'light')).toBe('dark');
    expect(pageThemeOf(undefined, '', 42)).toBe('dark');
  });
});
