/**
 * The emblems drawn in the middle of a game's icon, one per kind of game (a flame for fire slots,
 * a crown for royal ones, cards for tables, balls for draws...). Each fills the 240-unit square
 * around (120, 128) with the symbol gradient `url(#s)` and a dark outline, so one drawing reads on
 * every theme's background. Only shapes: the icon carries no text but the vendor's code.
 */
import type { GameIconSymbol } from '@openlobby/contract';
import { type SafeHtml, svg } from '../../platform/html.ts';
import { SVG_FONT } from '../cdn/svg.ts';

/** The contract's list, so an operator's choice is always one drawSymbol draws. */
export type SymbolName = GameIconSymbol;

const LINE = svg`stroke="#1b0f2e" stroke-opacity="0.55" stroke-width="5" stroke-linejoin="round"`;
const FILL = svg`fill="url(#s)" ${LINE}`;

/** Numbers on draw balls and dice pips come from the game's hash, so each draw looks its own. */
export function drawSymbol(name: SymbolName, digits: readonly number[]): SafeHtml {
  const d = (index: number): number => digits[index % digits.length] ?? 0;
  switch (name) {
    case 'seven':
      return svg`<text x="120" y="178" font-family="${SVG_FONT}" font-size="150" font-weight="900" text-anchor="middle" fill="url(#s)" ${LINE}>7</text>`;
    case 'coin':
      return svg`<circle cx="120" cy="128" r="62" ${FILL}/><circle cx="120" cy="128" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5"/><rect x="104" y="112" width="32" height="32" rx="3" fill="#1b0f2e" fill-opacity="0.45"/>`;
    case 'crown':
      return svg`<path d="M52 166 L40 80 L86 118 L120 64 L154 118 L200 80 L188 166 Z" ${FILL}/><rect x="52" y="166" width="136" height="22" rx="6" ${FILL}/><circle cx="120" cy="64" r="10" fill="#ffffff"/><circle cx="40" cy="80" r="8" fill="#ffffff"/><circle cx="200" cy="80" r="8" fill="#ffffff"/>`;
    case 'flame':
      return svg`<path d="M120 44 C150 84 186 104 176 150 C168 186 140 198 120 198 C92 198 66 180 64 148 C62 118 82 104 92 78 C100 100 106 108 116 112 C118 88 112 66 120 44 Z" ${FILL}/><path d="M120 120 C134 140 148 150 142 170 C138 184 128 188 120 188 C108 188 98 180 98 166 C98 150 110 142 120 120 Z" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'gem':
      return svg`<path d="M72 92 L96 64 H144 L168 92 L120 192 Z" ${FILL}/><path d="M72 92 H168 M96 64 L108 92 L120 192 L132 92 L144 64" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" stroke-linejoin="round"/>`;
    case 'lotus':
      return svg`<g ${FILL}><ellipse cx="120" cy="120" rx="22" ry="58"/><ellipse cx="120" cy="120" rx="22" ry="58" transform="rotate(-38 120 170)"/><ellipse cx="120" cy="120" rx="22" ry="58" transform="rotate(38 120 170)"/><ellipse cx="120" cy="120" rx="20" ry="52" transform="rotate(-72 120 172)"/><ellipse cx="120" cy="120" rx="20" ry="52" transform="rotate(72 120 172)"/></g><rect x="64" y="176" width="112" height="12" rx="6" fill="#ffffff" fill-opacity="0.6"/>`;
    case 'pyramid':
      return svg`<path d="M120 56 L196 186 H44 Z" ${FILL}/><path d="M120 56 L140 186" stroke="#1b0f2e" stroke-opacity="0.4" stroke-width="4"/><ellipse cx="118" cy="132" rx="22" ry="13" fill="#ffffff"/><circle cx="118" cy="132" r="7" fill="#1b0f2e"/>`;
    case 'bolt':
      return svg`<path d="M134 44 L70 138 H114 L100 204 L172 104 H126 Z" ${FILL}/>`;
    case 'paw':
      return svg`<g ${FILL}><ellipse cx="120" cy="156" rx="44" ry="36"/><ellipse cx="70" cy="112" rx="16" ry="22"/><ellipse cx="100" cy="82" rx="16" ry="22"/><ellipse cx="140" cy="82" rx="16" ry="22"/><ellipse cx="170" cy="112" rx="16" ry="22"/></g>`;
    case 'cherries':
      return svg`<path d="M92 150 C100 110 118 80 150 60 M150 150 C148 118 150 90 150 60" fill="none" stroke="#2f7d32" stroke-width="8" stroke-linecap="round"/><path d="M150 60 C170 54 186 62 192 76 C172 80 160 74 150 60 Z" fill="#43a047"/><circle cx="88" cy="162" r="32" ${FILL}/><circle cx="152" cy="162" r="32" ${FILL}/><circle cx="78" cy="152" r="8" fill="#ffffff" fill-opacity="0.7"/><circle cx="142" cy="152" r="8" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'anchor':
      return svg`<g ${FILL}><circle cx="120" cy="66" r="16"/><rect x="112" y="80" width="16" height="112" rx="6"/><rect x="80" y="98" width="80" height="14" rx="6"/><path d="M52 136 C56 178 88 198 120 198 C152 198 184 178 188 136 L170 146 C164 168 146 180 120 180 C94 180 76 168 70 146 Z"/></g>`;
    case 'horseshoe':
      return svg`<path d="M64 68 C60 140 80 192 120 192 C160 192 180 140 176 68 L148 68 C150 130 140 164 120 164 C100 164 90 130 92 68 Z" ${FILL}/><g fill="#ffffff" fill-opacity="0.75"><circle cx="78" cy="96" r="5"/><circle cx="82" cy="130" r="5"/><circle cx="162" cy="96" r="5"/><circle cx="158" cy="130" r="5"/></g>`;
    case 'dice': {
      const pips = [
        [96, 104],
        [144, 104],
        [120, 128],
        [96, 152],
        [144, 152],
      ].slice(0, 1 + (d(0) % 5));
      return svg`<rect x="62" y="70" width="116" height="116" rx="24" ${FILL} transform="rotate(-8 120 128)"/><g fill="#ffffff" transform="rotate(-8 120 128)">${pips.map(([x, y]) => svg`<circle cx="${x}" cy="${y}" r="11"/>`)}</g>`;
    }
    case 'wheel':
      return svg`<circle cx="120" cy="128" r="66" ${FILL}/><g stroke="#ffffff" stroke-opacity="0.8" stroke-width="5">${[0, 30, 60, 90, 120, 150].map((angle) => svg`<line x1="120" y1="66" x2="120" y2="190" transform="rotate(${angle} 120 128)"/>`)}</g><circle cx="120" cy="128" r="14" fill="#ffffff"/><path d="M108 52 H132 L120 74 Z" fill="#ffffff" ${LINE}/>`;
    case 'cards':
      return svg`<rect x="56" y="62" width="80" height="116" rx="12" fill="#ffffff" ${LINE} transform="rotate(-14 96 120)"/><rect x="104" y="70" width="80" height="116" rx="12" fill="#ffffff" ${LINE} transform="rotate(10 144 128)"/><path d="M146 104 C126 124 120 134 130 146 C138 154 146 150 146 146 C146 150 154 154 162 146 C172 134 166 124 146 104 Z" fill="url(#s)" transform="rotate(10 144 128)"/><path d="M150 158 L142 170 H158 Z" fill="url(#s)" transform="rotate(10 144 128)"/>`;
    case 'tile':
      return svg`<rect x="74" y="58" width="92" height="132" rx="14" fill="#fffdf4" ${LINE}/><rect x="84" y="68" width="72" height="112" rx="8" fill="none" stroke="url(#s)" stroke-width="5"/><circle cx="120" cy="102" r="14" fill="url(#s)"/><circle cx="120" cy="148" r="14" fill="url(#s)"/>`;
    case 'fish':
      return svg`<path d="M40 128 C70 78 140 72 176 128 C140 184 70 178 40 128 Z" ${FILL}/><path d="M170 128 L210 96 L204 128 L210 160 Z" ${FILL}/><circle cx="80" cy="120" r="9" fill="#ffffff"/><circle cx="82" cy="120" r="4" fill="#1b0f2e"/><g fill="#ffffff" fill-opacity="0.6"><circle cx="60" cy="72" r="8"/><circle cx="44" cy="50" r="5"/></g>`;
    case 'balls': {
      const balls: [number, number, number][] = [
        [78, 150, 36],
        [162, 150, 36],
        [120, 96, 40],
      ];
      return svg`${balls.map(([x, y, r], index) => svg`<circle cx="${x}" cy="${y}" r="${r}" ${FILL}/><circle cx="${x}" cy="${y}" r="${r - 14}" fill="#ffffff"/><text x="${x}" y="${y + 9}" font-family="${SVG_FONT}" font-size="26" font-weight="900" text-anchor="middle" fill="#1b0f2e">${String(1 + ((d(index) * 7 + index * 13) % 49))}</text>`)}`;
    }
    case 'ball':
      return svg`<circle cx="120" cy="128" r="64" fill="#ffffff" ${LINE}/><path d="M120 102 L145 120 L136 150 H104 L95 120 Z" fill="url(#s)"/><path d="M120 102 V68 M145 120 L176 108 M136 150 L154 180 M104 150 L86 180 M95 120 L64 108" stroke="url(#s)" stroke-width="6"/>`;
    case 'flag':
      return svg`<rect x="58" y="52" width="10" height="150" rx="4" fill="#ffffff" ${LINE}/><path d="M68 58 H186 V146 H68 Z" fill="#ffffff" ${LINE}/><g fill="url(#s)">${[0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3, 4].filter((col) => (row + col) % 2 === 0).map((col) => svg`<rect x="${68 + col * 23.6}" y="${58 + row * 22}" width="23.6" height="22"/>`))}</g>`;
    case 'gamepad':
      return svg`<path d="M56 98 H184 C204 98 216 116 214 140 C212 168 198 186 178 182 C166 180 160 166 150 158 H90 C80 166 74 180 62 182 C42 186 28 168 26 140 C24 116 36 98 56 98 Z" ${FILL}/><path d="M66 130 H98 M82 114 V146" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/><circle cx="158" cy="124" r="9" fill="#ffffff"/><circle cx="178" cy="142" r="9" fill="#ffffff"/>`;
    case 'mic':
      return svg`<rect x="92" y="48" width="56" height="96" rx="28" ${FILL}/><path d="M74 120 C74 152 96 170 120 170 C144 170 166 152 166 120" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/><rect x="114" y="170" width="12" height="22" fill="#ffffff"/><rect x="90" y="190" width="60" height="10" rx="5" fill="#ffffff"/><path d="M104 80 H136 M104 100 H136" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/>`;
  }
}
