/**
 * Draws a promotional banner (750 x 300, the phone carousel's aspect) from its art description
 * in one language: gradient background, a motif of simple shapes and bold promo text. Left-to-right
 * languages put the text on the left and the motif on the right; Urdu mirrors that: right-aligned
 * right-to-left text in an Arabic-script font stack, motif on the left.
 *
 * Every glyph must exist in the fonts phones and Debian ship: symbols such as the yen sign on the
 * coins and the heart on the card are drawn as paths, not typed as characters.
 */
import type { Language } from '@openlobby/contract';
import type { BannerArt, BannerArtText } from '../../content/banners.ts';
import { render, type SafeHtml, svg } from '../../platform/html.ts';
import { SVG_FONT, URDU_SVG_FONT } from './svg.ts';

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

/** Room for text beside the motif (which takes about 250 px on one side). */
const TEXT_WIDTH = 440;
const MARGIN = 40;

interface Script {
  readonly font: string;
  readonly rtl: boolean;
  /** Advance of an Arabic-script letter as a share of the font size, for sizing without fonts. */
  readonly letterAdvance: number;
  /** The headline's baseline sits this share of its size below the top of its line box. */
  readonly ascent: number;
  readonly letterSpacing: number;
}

// Bold Latin capitals, digits and signs are about 0.62 em wide; Naskh letters join and are
// narrower, but their marks reach higher and lower.
const OTHER_ADVANCE = 0.62;
const SPACE_ADVANCE = 0.3;
const LATIN: Script = {
  font: SVG_FONT,
  rtl: false,
  letterAdvance: OTHER_ADVANCE,
  ascent: 0.55,
  letterSpacing: 1.5,
};
const URDU: Script = { font: URDU_SVG_FONT, rtl: true, letterAdvance: 0.46, ascent: 0.6, letterSpacing: 0 };
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

function scriptOf(language: Language): Script {
  return language === 'UR' ? URDU : LATIN;
}

/** Expected width of `text` at `size` px. */
function widthOf(text: string, size: number, script: Script, spacing = 0): number {
  let em = 0;
  for (const char of text) {
    em += char === ' ' ? SPACE_ADVANCE : ARABIC_SCRIPT.test(char) ? script.letterAdvance : OTHER_ADVANCE;
  }
  return Math.ceil(em * size + spacing * text.length);
}

/** The largest size up to `max` at which `text` is expected to fit in `width`. */
function fit(text: string, max: number, width: number, script: Script): number {
  const perPixel = widthOf(text, 100, script) / 100;
  return Math.max(12, Math.min(max, Math.floor(width / Math.max(perPixel, 1))));
}

/**
 * In right-to-left text, digits after Arabic letters become "Arabic numbers", which leaves a
 * leading ¥ or trailing % to drift to the other side (¥888 shown as 888¥). A left-to-right mark
 * on each side keeps an amount in the order it is written everywhere.
 */
function keepAmountsTogether(text: string): string {
  return text.replace(/¥?\d[\d,.]*%?/g, (amount) => `\u200E${amount}\u200E`);
}

export function bannerSvg(slug: string, art: BannerArt, language: Language): string {
  const id = `${slug}-${language.toLowerCase()}`;
  const text: BannerArtText = art.text[language];
  const script = scriptOf(language);
  const show = (value: string) => (script.rtl ? `\u202B${keepAmountsTogether(value)}\u202C` : value);
  const { rtl } = script;
  // Text runs from `edge` inwards. Right to left, each line is an embedding (RLE ... PDF) anchored
  // at its end: a `direction` attribute is honoured by browsers but not by every SVG renderer
  // (resvg, which draws the WebP, lays such a line out past the edge).
  const edge = rtl ? BANNER_WIDTH - MARGIN : MARGIN;
  const toward = (offset: number) => (rtl ? edge - offset : edge + offset);
  const headlineSize = fit(text.headline, rtl ? 52 : 60, TEXT_WIDTH, script);
  const sublineSize = fit(text.subline, rtl ? 24 : 20, TEXT_WIDTH, script);
  const kickerSize = fit(text.kicker, 20, TEXT_WIDTH - 40, script);
  const kickerWidth = widthOf(text.kicker, kickerSize, script, script.letterSpacing) + 32;
  const ctaSize = 22;
  const ctaWidth = widthOf(text.cta, ctaSize, script) + 56;
  const headlineY = 110 + headlineSize * script.ascent;
  const anchorAtEdge = rtl ? svg` text-anchor="end"` : null;
  return render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" xml:lang="${language.toLowerCase()}" aria-label="${`${text.headline} ${text.subline}`}">
<defs>
<linearGradient id="${id}-bg" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="1"><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient>
<radialGradient id="${id}-glow" cx="${rtl ? 0.22 : 0.78}" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${art.accent}"/></linearGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#${id}-bg)"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#${id}-glow)"/>
<path d="M0 250 C 180 210 320 300 750 220 L750 300 L0 300 Z" fill="#000000" fill-opacity="0.18"/>
${rtl ? svg`<g transform="translate(-470 0)">${motif(art)}</g>` : motif(art)}
<g font-family="${script.font}" font-weight="900">
<rect x="${rtl ? edge - kickerWidth : edge}" y="36" width="${kickerWidth}" height="36" rx="18" fill="#000000" fill-opacity="0.28"/>
<text x="${toward(16)}" y="${rtl ? 62 : 61}" font-size="${kickerSize}" fill="${art.accent}"${rtl ? anchorAtEdge : svg` letter-spacing="${script.letterSpacing}"`}>${show(text.kicker)}</text>
<text x="${edge}" y="${headlineY}" font-size="${headlineSize}" fill="#ffffff" stroke="#000000" stroke-opacity="0.15" stroke-width="2"${anchorAtEdge}>${show(text.headline)}</text>
<text x="${toward(2)}" y="196" font-size="${sublineSize}" font-weight="700" fill="#ffffff" fill-opacity="0.92"${anchorAtEdge}>${show(text.subline)}</text>
<rect x="${rtl ? edge - ctaWidth : edge}" y="220" width="${ctaWidth}" height="50" rx="25" fill="url(#${id}-cta)"/>
<text x="${toward(ctaWidth / 2)}" y="253" font-size="${ctaSize}" fill="${art.colors[0]}" text-anchor="middle">${show(text.cta)}</text>
</g>
</svg>`);
}

/** A yen sign of strokes, centred on (x, y), about r tall: no font needed. */
function yen(x: number, y: number, r: number, color: string): SafeHtml {
  const p = (n: number) => n.toFixed(1);
  const arm = r * 0.36;
  return svg`<path d="M${p(x - arm)} ${p(y - r * 0.42)} L${p(x)} ${p(y)} L${p(x + arm)} ${p(y - r * 0.42)} M${p(x)} ${p(y)} V${p(y + r * 0.44)} M${p(x - r * 0.28)} ${p(y + r * 0.06)} H${p(x + r * 0.28)} M${p(x - r * 0.28)} ${p(y + r * 0.24)} H${p(x + r * 0.28)}" fill="none" stroke="${color}" stroke-width="${p(r * 0.12)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A heart centred on (x, y), s wide. */
function heart(x: number, y: number, s: number, color: string): SafeHtml {
  const p = (n: number) => n.toFixed(1);
  return svg`<path d="M${p(x)} ${p(y + s * 0.42)} C${p(x - s * 0.95)} ${p(y - s * 0.15)} ${p(x - s * 0.45)} ${p(y - s * 0.8)} ${p(x)} ${p(y - s * 0.3)} C${p(x + s * 0.45)} ${p(y - s * 0.8)} ${p(x + s * 0.95)} ${p(y - s * 0.15)} ${p(x)} ${p(y + s * 0.42)} Z" fill="${color}"/>`;
}

function motif(art: BannerArt): SafeHtml | SafeHtml[] {
  const a = art.accent;
  switch (art.motif) {
    case 'coins':
      return [
        [600, 120, 56],
        [680, 190, 40],
        [540, 210, 32],
        [690, 80, 24],
      ].map(
        ([x, y, r]) =>
          svg`<g><circle cx="${x}" cy="${y}" r="${r}" fill="${a}"/><circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.72}" fill="none" stroke="#b45309" stroke-width="4"/>${yen(x ?? 0, y ?? 0, (r ?? 0) * 0.9, '#b45309')}</g>`,
      );
    case 'rings':
      return svg`<g fill="none" stroke="${a}" stroke-width="14"><circle cx="610" cy="150" r="90" stroke-opacity="0.9"/><circle cx="610" cy="150" r="58" stroke-opacity="0.6"/><circle cx="610" cy="150" r="26" stroke-opacity="0.4"/></g><text x="610" y="166" font-family="${SVG_FONT}" font-size="40" font-weight="900" fill="#ffffff" text-anchor="middle">%</text>`;
    case 'balls':
      return [
        [560, 110, '7', '#ef4444'],
        [640, 90, '2', '#3b82f6'],
        [700, 160, '9', '#22c55e'],
        [600, 190, '5', '#f59e0b'],
      ].map(
        ([x, y, n, c]) =>
          svg`<g><circle cx="${x}" cy="${y}" r="40" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="26" fill="${c}"/><text x="${x}" y="${Number(y) + 12}" font-family="${SVG_FONT}" font-size="32" font-weight="900" fill="#ffffff" text-anchor="middle">${n}</text></g>`,
      );
    case 'stars':
      return [
        [610, 130, 70],
        [700, 70, 30],
        [540, 220, 26],
        [700, 220, 36],
      ].map(
        ([x, y, r]) =>
          svg`<path d="${star(Number(x), Number(y), Number(r))}" fill="${a}" fill-opacity="0.9"/>`,
      );
    case 'phone':
      return svg`<g transform="rotate(-12 620 150)"><rect x="560" y="40" width="120" height="220" rx="22" fill="#0b1220" stroke="${a}" stroke-width="6"/><rect x="574" y="62" width="92" height="160" rx="8" fill="${a}" fill-opacity="0.35"/><circle cx="620" cy="240" r="8" fill="${a}"/><path d="M620 100 v60 m-24 -22 l24 24 l24 -24" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'cards':
      return svg`<g><rect x="540" y="70" width="110" height="160" rx="12" fill="#ffffff" transform="rotate(-14 595 150)"/><rect x="600" y="60" width="110" height="160" rx="12" fill="#ffffff" transform="rotate(10 655 140)"/><g transform="rotate(10 655 140)"><text x="630" y="160" font-family="${SVG_FONT}" font-size="64" font-weight="900" fill="#dc2626" text-anchor="middle">A</text>${heart(684, 138, 40, '#dc2626')}</g><circle cx="560" cy="240" r="26" fill="${a}"/><circle cx="560" cy="240" r="16" fill="none" stroke="#14532d" stroke-width="4" stroke-dasharray="6 5"/></g>`;
    case 'spotlight':
      return svg`<g><path d="M560 0 L700 0 L680 300 L520 300 Z" fill="#ffffff" fill-opacity="0.12"/><circle cx="620" cy="140" r="64" fill="${a}" fill-opacity="0.85"/><rect x="604" y="104" width="32" height="62" rx="16" fill="#4c1d95"/><path d="M590 150 a30 30 0 0 0 60 0" stroke="#4c1d95" stroke-width="6" fill="none"/><rect x="616" y="180" width="8" height="26" fill="#4c1d95"/></g>`;
  }
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join(' L')} Z`;
}
