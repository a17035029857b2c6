/**
 * A slot's look, derived from its game code alone (SHA-256 of it), so each OLS game looks distinct
 * and always the same: title, accent colour and symbol set. Colours are chosen for contrast on the
 * dark page: the accent is light enough that dark text on it reads at 4.5:1 or better on any hue.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@openlobby/contract';

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
  /** Accent background (buttons, reel frame) as #rrggbb. */
  readonly accent: string;
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
  const hue = Math.round(((digest[0] ?? 0) * 360) / 256);
  const symbols = SYMBOL_SETS[(digest[1] ?? 0) % SYMBOL_SETS.length] ?? SYMBOL_SETS[0];
  return {
    title: titleCase(gameCode) || gameCode,
    hue,
    accent: hslHex(hue, 0.75, 0.72),
    symbols: symbols as SymbolSet,
  };
}

/** Colour on the dark theme that every accent and text is measured against. */
export const PAGE_BACKGROUND = '#0f172a';
export const ACCENT_TEXT = '#0b1020';
