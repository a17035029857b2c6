/**
 * Game icons OpenLobby draws itself (no vendor art can be fetched here): a square tile with a
 * gradient picked from the game's code, a motif for its category, the game's initials large in
 * the middle, its name along the bottom and the vendor's code in a corner pill. Deterministic: the
 * same game always gives the same bytes, so the address (which carries a version of the inputs)
 * can be cached for ever. Text uses the font stack of the banner art (Arial or Helvetica, on every
 * phone) and only the name's own characters.
 */
import { createHash } from 'node:crypto';
import { GAME_ICON_LARGE_WIDTH, GAME_ICON_WIDTH, type GameHoldingCategory } from '@openlobby/contract';
import { render, type SafeHtml, svg } from '../../platform/html.ts';
import { SVG_FONT } from '../cdn/svg.ts';

export const ICON_SIZE = GAME_ICON_WIDTH;
export const LARGE_ICON_SIZE = GAME_ICON_LARGE_WIDTH;
/** Longest name drawn on the tile; longer names end with an ellipsis. */
const NAME_MAX_CHARS = 20;

export interface IconInput {
  readonly vendorCode: string;
  readonly gameCode: string;
  readonly name: string;
  readonly category: GameHoldingCategory;
}

/** White shapes (drawn at 22% opacity behind the initials) that say what kind of game this is. */
const MOTIFS: Readonly<Record<GameHoldingCategory, SafeHtml>> = {
  RNG: svg`<rect x="40" y="60" width="44" height="70" rx="8"/><rect x="98" y="60" width="44" height="70" rx="8"/><rect x="156" y="60" width="44" height="70" rx="8"/>`,
  FISH: svg`<path d="M40 100 q60 -60 120 0 q-60 60 -120 0 z M160 100 l40 -30 v60 z"/>`,
  LIVE: svg`<rect x="70" y="40" width="80" height="110" rx="10" transform="rotate(-12 110 95)"/><rect x="100" y="44" width="80" height="110" rx="10" transform="rotate(10 140 99)"/>`,
  PVP: svg`<path d="M120 40 c30 40 60 55 60 80 a28 28 0 0 1 -50 16 l10 34 h-40 l10 -34 a28 28 0 0 1 -50 -16 c0 -25 30 -40 60 -80 z"/>`,
  LOTT: svg`<circle cx="70" cy="95" r="30"/><circle cx="130" cy="75" r="30"/><circle cx="180" cy="110" r="26"/>`,
  ELOTT: svg`<circle cx="80" cy="90" r="34"/><circle cx="160" cy="90" r="34"/><rect x="60" y="140" width="120" height="14" rx="7"/>`,
  SPORTS: svg`<circle cx="120" cy="95" r="58"/>`,
  ESPORTS: svg`<path d="M50 80 h140 a30 30 0 0 1 30 30 v10 a30 30 0 0 1 -55 16 l-10 -12 h-70 l-10 12 a30 30 0 0 1 -55 -16 v-10 a30 30 0 0 1 30 -30 z"/>`,
  LIVESTREAM: svg`<circle cx="120" cy="95" r="60"/><path d="M105 65 l45 30 l-45 30 z" fill="#000" fill-opacity="0.35"/>`,
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The first letters of the first two words ("Golden Dragon Deluxe" -> "GD"), or the first two letters. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const first = (word: string | undefined) => [...(word ?? '')][0] ?? '';
  const letters =
    words.length >= 2 ? first(words[0]) + first(words[1]) : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toUpperCase();
}

function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= NAME_MAX_CHARS
    ? name
    : `${chars
        .slice(0, NAME_MAX_CHARS - 1)
        .join('')
        .trimEnd()}\u2026`;
}

export function gameIconSvg(input: IconInput, size: number): string {
  const hash = digest(`${input.vendorCode}|${input.gameCode}`);
  const hue = Math.round(((hash[0] ?? 0) / 255) * 360);
  const spread = 30 + ((hash[1] ?? 0) % 60);
  const from = `hsl(${hue} 70% 46%)`;
  const to = `hsl(${(hue + spread) % 360} 75% 28%)`;
  const name = shortName(input.name);
  // Bold Latin letters are about 0.6 em wide: fit the name into 200 of the 240 units.
  const nameSize = Math.max(12, Math.min(22, Math.floor(200 / (0.6 * [...name].length))));
  const vendor = input.vendorCode.slice(0, 12);
  const pillWidth = 18 + Math.min(12, input.vendorCode.length) * 9;
  return render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240" role="img" aria-label="${input.name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" rx="28" fill="url(#g)"/>
<g fill="#ffffff" fill-opacity="0.22">${MOTIFS[input.category]}</g>
<text x="120" y="128" font-family="${SVG_FONT}" font-size="72" font-weight="900" fill="#ffffff" text-anchor="middle">${initialsOf(input.name)}</text>
<rect x="0" y="176" width="240" height="64" fill="#000000" fill-opacity="0.35"/>
<text x="120" y="${214 + Math.round((nameSize - 18) / 3)}" font-family="${SVG_FONT}" font-size="${nameSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${name}</text>
<rect x="12" y="12" width="${pillWidth}" height="26" rx="13" fill="#000000" fill-opacity="0.45"/>
<text x="${12 + pillWidth / 2}" y="30" font-family="${SVG_FONT}" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${vendor}</text>
</svg>`);
}

/** A strong validator for If-None-Match: the bytes' own hash. */
export function etagOf(svg: string): string {
  return `"${digest(svg).toString('hex').slice(0, 20)}"`;
}
