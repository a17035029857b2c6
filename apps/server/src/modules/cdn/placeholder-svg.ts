/** Small images every install needs: default game tile, default avatar and the app icon. */
import { render, svg } from '../../platform/html.ts';
import { SVG_FONT } from './svg.ts';

export const defaultGameSvg =
  render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="Game">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
<rect width="240" height="240" rx="28" fill="url(#g)"/>
<path d="M70 100 h100 a30 30 0 0 1 30 30 v10 a30 30 0 0 1 -52 20 l-8 -10 h-40 l-8 10 a30 30 0 0 1 -52 -20 v-10 a30 30 0 0 1 30 -30 z" fill="#64748b"/>
<path d="M82 122 v24 m-12 -12 h24" stroke="#e2e8f0" stroke-width="8" stroke-linecap="round"/>
<circle cx="150" cy="126" r="7" fill="#e2e8f0"/><circle cx="166" cy="142" r="7" fill="#e2e8f0"/>
</svg>`);

export const defaultAvatarSvg =
  render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Avatar">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
<circle cx="64" cy="64" r="64" fill="url(#a)"/><circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.9"/>
<path d="M24 110 a40 34 0 0 1 80 0" fill="#ffffff" fill-opacity="0.9"/>
</svg>`);

export const appIconSvg =
  render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="OpenLobby">
<defs><linearGradient id="i" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
<rect width="192" height="192" rx="42" fill="url(#i)"/>
<text x="96" y="124" font-family="${SVG_FONT}" font-size="84" font-weight="900" fill="#ffffff" text-anchor="middle">OL</text>
</svg>`);
