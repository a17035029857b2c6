/**
 * Game icons OpenLobby draws itself (no vendor art can be fetched here), in the manner of a
 * lobby's thumbnails: a themed background (glow, light rays, sparkles) with the game's emblem
 * large in the middle (icon-themes.ts picks it from the title and category, icon-symbols.ts draws
 * it) and the vendor's code in a corner badge. The name is not drawn: the tile prints it once,
 * as text that wraps at any text size. Deterministic: the same game always gives the same bytes,
 * so the address (which carries a version of the inputs) can be cached for ever.
 */
import { createHash } from 'node:crypto';
import { GAME_ICON_LARGE_WIDTH, GAME_ICON_WIDTH, type GameHoldingCategory } from '@openlobby/contract';
import { render, svg } from '../../platform/html.ts';
import { SVG_FONT } from '../cdn/svg.ts';
import { type SymbolName, drawSymbol } from './icon-symbols.ts';
import { themeOf } from './icon-themes.ts';

export const ICON_SIZE = GAME_ICON_WIDTH;
export const LARGE_ICON_SIZE = GAME_ICON_LARGE_WIDTH;
export interface IconInput {
  readonly vendorCode: string;
  readonly gameCode: string;
  readonly name: string;
  readonly category: GameHoldingCategory;
  /** The operator's choice of emblem; absent or null: the one the title gives. */
  readonly symbol?: SymbolName | null | undefined;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Rays and sparkles turn with the game's hash, so two games of one theme still differ. */
function rays(turn: number) {
  return svg`<g fill="#ffffff" fill-opacity="0.09" transform="rotate(${turn} 120 128)">${Array.from(
    { length: 12 },
    (_, index) => svg`<path d="M120 128 L104 -160 H136 Z" transform="rotate(${index * 30} 120 128)"/>`,
  )}</g>`;
}

function sparkles(hash: Buffer) {
  return Array.from({ length: 4 }, (_, index) => {
    const x = 24 + ((hash[4 + index] ?? 0) % 192);
    const y = 52 + ((hash[8 + index] ?? 0) % 150);
    const r = 4 + ((hash[12 + index] ?? 0) % 5);
    return svg`<path d="M${x} ${y - r * 2} L${x + r / 2} ${y - r / 2} L${x + r * 2} ${y} L${x + r / 2} ${y + r / 2} L${x} ${y + r * 2} L${x - r / 2} ${y + r / 2} L${x - r * 2} ${y} L${x - r / 2} ${y - r / 2} Z" fill="#ffffff" fill-opacity="0.8"/>`;
  });
}

export function gameIconSvg(input: IconInput, size: number): string {
  const hash = digest(`${input.vendorCode}|${input.gameCode}`);
  const titled = themeOf(input.name, input.category);
  const look = input.symbol == null ? titled : { ...titled, symbol: input.symbol };
  const vendor = input.vendorCode.slice(0, 12);
  const pillWidth = 18 + Math.min(12, input.vendorCode.length) * 9;
  return render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240" role="img" aria-label="${input.name}">
<defs><radialGradient id="b" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${look.glow}"/><stop offset="1" stop-color="${look.edge}"/></radialGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.light}"/><stop offset="1" stop-color="${look.shade}"/></linearGradient><clipPath id="c"><rect width="240" height="240" rx="28"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="url(#b)"/>${rays((hash[0] ?? 0) % 30)}<ellipse cx="120" cy="214" rx="96" ry="18" fill="#000000" fill-opacity="0.25"/>${sparkles(hash)}</g>
<g transform="translate(120 128) scale(0.92) translate(-120 -128)">${drawSymbol(look.symbol, [...hash.subarray(16, 20)])}</g>
<rect x="1.5" y="1.5" width="237" height="237" rx="27" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<rect x="12" y="12" width="${pillWidth}" height="26" rx="13" fill="#000000" fill-opacity="0.55"/>
<text x="${12 + pillWidth / 2}" y="30" font-family="${SVG_FONT}" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${vendor}</text>
</svg>`);
}

/** A strong validator for If-None-Match: the bytes' own hash. */
export function etagOf(svg: string): string {
  return `"${digest(svg).toString('hex').slice(0, 20)}"`;
}
