/**
 * A slot's look, derived from its game code alone (SHA-256 of it), so each OLS game looks distinct
 * and always the same: title, accent colour and symbol set; and the two palettes the studio pages
 * are drawn in (the lobby's dark and light themes). Every text colour the stylesheet puts on a
 * background is listed in `textPairs`, which pages.test.ts measures at 4.5:1 or better.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@openlobby/contract';
import type { PageTheme } from '../../platform/page-theme.ts';

export interface SymbolSet {
  readonly glyphs: readonly string[];
  readonly names: Readonly<Record<Language, readonly string[]>>;
}

/** Glyphs every phone font has (no emoji), most valuable first. */
export const SYMBOL_SETS: readonly SymbolSet[] = [
  {
    glyphs: ['7', '★', '♦', '♣', '♥', '●'],
    names: {
      EN: ['Seven', 'Star', 'Diamond', 'Club', 'Heart', 'Coin'],
      UR: ['سات', 'ستارہ', 'ہیرا', 'چڑی', 'دل', 'سکہ'],
    },
  },
  {
    glyphs: ['♛', '7', '◆', '♠', '▲', '■'],
    names: {
      EN: ['Crown', 'Seven', 'Gem', 'Spade', 'Pyramid', 'Block'],
      UR: ['تاج', 'سات', 'جواہر', 'حکم', 'اہرام', 'بلاک'],
    },
  },
  {
    glyphs: ['☀', '★', '☾', '♥', '♦', '♣'],
    names: {
      EN: ['Sun', 'Star', 'Moon', 'Heart', 'Diamond', 'Club'],
      UR: ['سورج', 'ستارہ', 'چاند', 'دل', 'ہیرا', 'چڑی'],
    },
  },
  {
    glyphs: ['♚', '♛', '♜', '♝', '♞', '♟'],
    names: {
      EN: ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn'],
      UR: ['بادشاہ', 'وزیر', 'رخ', 'فیل', 'گھوڑا', 'پیادہ'],
    },
  },
];

export interface SlotTheme {
  readonly title: string;
  readonly hue: number;
  readonly symbols: SymbolSet;
}

/** hsl -> #rrggbb (s, l in 0..1). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) =>
    Math.round(255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const titleCase = (code: string) =>
  code
    .split(/[-_.]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function slotTheme(gameCode: string): SlotTheme {
  const digest = createHash('sha256').update(gameCode, 'utf8').digest();
  // In the stylesheet's steps of 15 degrees, so the accent drawn is the one measured.
  const hue = (Math.round(((digest[0] ?? 0) * 24) / 256) % 24) * 15;
  const symbols = SYMBOL_SETS[(digest[1] ?? 0) % SYMBOL_SETS.length] ?? SYMBOL_SETS[0];
  return {
    title: titleCase(gameCode) || gameCode,
    hue,
    symbols: symbols as SymbolSet,
  };
}

/** The lobby's theme, as its frame names it in the page's address (cssName; see platform/page-theme.ts). */
export type StudioTheme = PageTheme;

export const STUDIO_PALETTES = {
  dark: {
    bg: '#0f172a',
    panel: '#1e293b',
    cell: '#0f172a',
    text: '#e2e8f0',
    strong: '#f8fafc',
    muted: '#cbd5e1',
    line: '#475569',
    control: '#334155',
    onControl: '#f8fafc',
    link: '#93c5fd',
    good: '#86efac',
    bad: '#fca5a5',
    gold: '#fde047',
    goldBg: '#3f3a12',
    onAccent: '#0b1020',
  },
  light: {
    bg: '#f8fafc',
    panel: '#ffffff',
    cell: '#f1f5f9',
    text: '#1e293b',
    strong: '#0f172a',
    muted: '#334155',
    line: '#94a3b8',
    control: '#e2e8f0',
    onControl: '#0f172a',
    link: '#1d4ed8',
    good: '#166534',
    bad: '#b91c1c',
    gold: '#854d0e',
    goldBg: '#fef9c3',
    onAccent: '#ffffff',
  },
} as const satisfies Record<StudioTheme, Record<string, string>>;

/** The symbols' colours, most valuable first, on the reels' cells. */
export const SYMBOL_COLOURS: Readonly<Record<StudioTheme, readonly string[]>> = {
  dark: ['#fde047', '#f9a8d4', '#67e8f9', '#86efac', '#fdba74', '#cbd5e1'],
  light: ['#854d0e', '#9d174d', '#155e75', '#166534', '#9a3412', '#334155'],
};

/** The win banner: dark text on gold in both themes. */
export const WIN_BANNER = { bg: '#fde047', text: '#1c1917' } as const;

/**
 * The accent of a hue in a theme: light on the dark page (dark text on it), deep on the light page
 * (white text on it), so titles and the play button read in both.
 */
export const accentOf = (theme: StudioTheme, hue: number): string =>
  theme === 'dark' ? hslHex(hue, 0.75, 0.72) : hslHex(hue, 0.75, 0.25);

/** Every text colour the stylesheet draws on a background, by what it is. */
export function textPairs(theme: StudioTheme, hue: number): [string, string, string][] {
  const p = STUDIO_PALETTES[theme];
  const accent = accentOf(theme, hue);
  return [
    ['text', p.text, p.bg],
    ['text on a panel', p.text, p.panel],
    ['strong', p.strong, p.bg],
    ['strong on a panel', p.strong, p.panel],
    ['muted', p.muted, p.bg],
    ['muted on a panel', p.muted, p.panel],
    ['button text', p.onControl, p.control],
    ['field text', p.strong, p.cell],
    ['link', p.link, p.bg],
    ['gain', p.good, p.bg],
    ['gain on a panel', p.good, p.panel],
    ['error', p.bad, p.bg],
    ['win headline', p.gold, p.panel],
    ['winning cell', p.gold, p.goldBg],
    ['title', accent, p.bg],
    ['play button', p.onAccent, accent],
    ['win banner', WIN_BANNER.text, WIN_BANNER.bg],
    ...(SYMBOL_COLOURS[theme].map((colour, i) => [`symbol ${i}`, colour, p.cell]) as [
      string,
      string,
      string,
    ][]),
    ...(SYMBOL_COLOURS[theme].map((colour, i) => [`winning symbol ${i}`, colour, p.goldBg]) as [
      string,
      string,
      string,
    ][]),
  ];
}

/** WCAG 2.x relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
