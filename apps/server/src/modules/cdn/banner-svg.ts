/**
 * Draws a promotional banner (750 x 300, the phone carousel's aspect) from its art description:
 * gradient background, a motif of simple shapes on the right and bold promo text on the left.
 */
import type { BannerArt } from '../../content/banners.ts';
import { SVG_FONT, xml } from './svg.ts';

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export function bannerSvg(slug: string, art: BannerArt): string {
  const id = xml(slug);
  const headlineSize = art.headline.length > 16 ? 50 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${xml(`${art.headline} ${art.subline}`)}">
<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient>
<radialGradient id="${id}-glow" cx="0.78" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${art.accent}"/></linearGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#${id}-bg)"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#${id}-glow)"/>
<path d="M0 250 C 180 210 320 300 750 220 L750 300 L0 300 Z" fill="#000000" fill-opacity="0.18"/>
${motif(art)}
<g font-family="${SVG_FONT}" font-weight="900">
<rect x="40" y="36" width="${art.kicker.length * 13 + 32}" height="36" rx="18" fill="#000000" fill-opacity="0.28"/>
<text x="56" y="61" font-size="20" fill="${art.accent}" letter-spacing="1.5">${xml(art.kicker)}</text>
<text x="40" y="${110 + headlineSize * 0.55}" font-size="${headlineSize}" fill="#ffffff" stroke="#000000" stroke-opacity="0.15" stroke-width="2">${xml(art.headline)}</text>
<text x="42" y="196" font-size="20" font-weight="700" fill="#ffffff" fill-opacity="0.92">${xml(art.subline)}</text>
<rect x="40" y="220" width="${art.cta.length * 15 + 56}" height="50" rx="25" fill="url(#${id}-cta)"/>
<text x="${40 + (art.cta.length * 15 + 56) / 2}" y="253" font-size="22" fill="${art.colors[0]}" text-anchor="middle">${xml(art.cta)}</text>
</g>
</svg>`;
}

function motif(art: BannerArt): string {
  const a = art.accent;
  switch (art.motif) {
    case 'coins':
      return [
        [600, 120, 56],
        [680, 190, 40],
        [540, 210, 32],
        [690, 80, 24],
      ]
        .map(
          ([x, y, r]) =>
            `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${a}"/><circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.72}" fill="none" stroke="#b45309" stroke-width="4"/><text x="${x}" y="${(y ?? 0) + (r ?? 0) * 0.32}" font-family="${SVG_FONT}" font-size="${(r ?? 0) * 0.9}" font-weight="900" fill="#b45309" text-anchor="middle">￥</text></g>`,
        )
        .join('');
    case 'rings':
      return `<g fill="none" stroke="${a}" stroke-width="14"><circle cx="610" cy="150" r="90" stroke-opacity="0.9"/><circle cx="610" cy="150" r="58" stroke-opacity="0.6"/><circle cx="610" cy="150" r="26" stroke-opacity="0.4"/></g><text x="610" y="166" font-family="${SVG_FONT}" font-size="40" font-weight="900" fill="#ffffff" text-anchor="middle">%</text>`;
    case 'balls':
      return [
        [560, 110, '7', '#ef4444'],
        [640, 90, '2', '#3b82f6'],
        [700, 160, '9', '#22c55e'],
        [600, 190, '5', '#f59e0b'],
      ]
        .map(
          ([x, y, n, c]) =>
            `<g><circle cx="${x}" cy="${y}" r="40" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="26" fill="${c}"/><text x="${x}" y="${Number(y) + 12}" font-family="${SVG_FONT}" font-size="32" font-weight="900" fill="#ffffff" text-anchor="middle">${n}</text></g>`,
        )
        .join('');
    case 'stars':
      return [
        [610, 130, 70],
        [700, 70, 30],
        [540, 220, 26],
        [700, 220, 36],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="${star(Number(x), Number(y), Number(r))}" fill="${a}" fill-opacity="0.9"/>`,
        )
        .join('');
    case 'phone':
      return `<g transform="rotate(-12 620 150)"><rect x="560" y="40" width="120" height="220" rx="22" fill="#0b1220" stroke="${a}" stroke-width="6"/><rect x="574" y="62" width="92" height="160" rx="8" fill="${a}" fill-opacity="0.35"/><circle cx="620" cy="240" r="8" fill="${a}"/><path d="M620 100 v60 m-24 -22 l24 24 l24 -24" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'cards':
      return `<g><rect x="540" y="70" width="110" height="160" rx="12" fill="#ffffff" transform="rotate(-14 595 150)"/><rect x="600" y="60" width="110" height="160" rx="12" fill="#ffffff" transform="rotate(10 655 140)"/><text x="655" y="160" font-family="${SVG_FONT}" font-size="64" font-weight="900" fill="#dc2626" text-anchor="middle" transform="rotate(10 655 140)">A♥</text><circle cx="560" cy="240" r="26" fill="${a}"/><circle cx="560" cy="240" r="16" fill="none" stroke="#14532d" stroke-width="4" stroke-dasharray="6 5"/></g>`;
    case 'spotlight':
      return `<g><path d="M560 0 L700 0 L680 300 L520 300 Z" fill="#ffffff" fill-opacity="0.12"/><circle cx="620" cy="140" r="64" fill="${a}" fill-opacity="0.85"/><rect x="604" y="104" width="32" height="62" rx="16" fill="#4c1d95"/><path d="M590 150 a30 30 0 0 0 60 0" stroke="#4c1d95" stroke-width="6" fill="none"/><rect x="616" y="180" width="8" height="26" fill="#4c1d95"/></g>`;
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
