/**
 * The light and dark looks of the plain server pages a player opens from the lobby (the demo
 * payment page, live chat): the lobby names its theme in the link (`theme=light`, or the lottery's
 * `cssName`), and one stylesheet carries both palettes as CSS variables under `.theme-dark` and
 * `.theme-light`. Every text colour reads at 4.5:1 or better on the backgrounds it is drawn on
 * (page-theme.test.ts measures the pairs).
 */

export type PageTheme = 'light' | 'dark';

/** The theme a page link asks for: anything naming "light" is light, the rest dark (the default). */
export function pageThemeOf(...raw: readonly unknown[]): PageTheme {
  const named = raw.find((value): value is string => typeof value === 'string' && value !== '');
  return named?.toLowerCase().includes('light') ? 'light' : 'dark';
}

export const PAGE_THEMES = {
  dark: {
    bg: '#0f172a',
    surface: '#1e293b',
    raised: '#334155',
    line: '#64748b',
    text: '#f1f5f9',
    muted: '#cbd5e1',
    link: '#93c5fd',
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    go: '#22c55e',
    onGo: '#052e16',
    goodBg: '#14532d',
    badBg: '#7c2d12',
    onStatus: '#f1f5f9',
  },
  light: {
    bg: '#f8fafc',
    surface: '#ffffff',
    raised: '#e2e8f0',
    line: '#64748b',
    text: '#0f172a',
    muted: '#334155',
    link: '#1d4ed8',
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    go: '#166534',
    onGo: '#ffffff',
    goodBg: '#dcfce7',
    badBg: '#fee2e2',
    onStatus: '#0f172a',
  },
} as const satisfies Record<PageTheme, Record<string, string>>;

export type PageThemeToken = keyof (typeof PAGE_THEMES)['dark'];

/** Each text token and the backgrounds it is drawn on, in both themes. */
export const PAGE_TEXT_PAIRS: readonly (readonly [PageThemeToken, readonly PageThemeToken[]])[] = [
  ['text', ['bg', 'surface', 'raised']],
  ['muted', ['bg', 'surface', 'raised']],
  ['link', ['bg', 'surface']],
  ['onPrimary', ['primary']],
  ['onGo', ['go']],
  ['onStatus', ['goodBg', 'badBg', 'raised']],
];

/**
 * `:root,.theme-dark{--bg:…}.theme-light{--bg:…}`: the palettes as variables, with the colour
 * scheme. Dark is also the root's. With `followDevice`, a page no lobby opened (the operator's
 * agent page, reached from a bookmark) carries `.theme-auto`: dark, or light when the device
 * prefers light.
 */
export function pageThemeCss(options: { readonly followDevice?: boolean } = {}): string {
  const palette = (theme: PageTheme) =>
    `${Object.entries(PAGE_THEMES[theme])
      .map(([name, value]) => `--${name}:${value}`)
      .join(';')};color-scheme:${theme}`;
  return [
    `:root,.theme-dark{${palette('dark')}}`,
    `.theme-light{${palette('light')}}`,
    ...(options.followDevice === true
      ? [`@media (prefers-color-scheme:light){.theme-auto{${palette('light')}}}`]
      : []),
  ].join('\n');
}

/** #rgb, #rgba, #rrggbb or #rrggbbaa as #rrggbb (alpha dropped); anything else is no colour. */
export function opaqueHex(raw: string): string | null {
  const digits = /^#([0-9a-f]{3,8})$/i.exec(raw)?.[1];
  if (digits === undefined) return null;
  if (digits.length === 3 || digits.length === 4)
    return `#${[...digits.slice(0, 3)].map((c) => c + c).join('')}`.toLowerCase();
  if (digits.length === 6 || digits.length === 8) return `#${digits.slice(0, 6)}`.toLowerCase();
  return null;
}

function luminance(hex: string): number {
  const full = opaqueHex(hex) ?? '#000000';
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two colours written as opaqueHex reads them. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text on a colour the caller chose (the chat header's): white or black, whichever reads better.
 * One of the two is always at 4.5:1 or more, whatever the colour.
 */
export function inkOn(background: string): 'light' | 'dark' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? 'light' : 'dark';
}
