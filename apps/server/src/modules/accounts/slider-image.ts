/**
 * The slider puzzle's two pictures: a background of random shapes with a notch-shaped gap at the
 * target offset, and the matching piece. SVG keeps it dependency-free; the gap's position is in the
 * markup, so this stops casual scripts, not a determined bot (the trail and rate limits help there).
 */
import { randomInt } from 'node:crypto';

export const TRACK_WIDTH = 280;
export const TRACK_HEIGHT = 140;
export const PIECE_SIZE = 44;

function piecePath(x: number, y: number): string {
  const s = PIECE_SIZE;
  const knob = s / 4;
  return `M${x} ${y} h${s / 2 - knob / 2} a${knob / 2} ${knob / 2} 0 0 1 ${knob} 0 h${s / 2 - knob / 2} v${s} h${-s} Z`;
}

export function sliderImages(targetX: number, pieceY: number): { background: string; piece: string } {
  const shapes = Array.from({ length: 14 }, () => {
    const hue = randomInt(360);
    return `<circle cx="${randomInt(TRACK_WIDTH)}" cy="${randomInt(TRACK_HEIGHT)}" r="${8 + randomInt(30)}" fill="hsl(${hue},55%,55%)" opacity="0.7"/>`;
  }).join('');
  const pattern = `<rect width="100%" height="100%" fill="hsl(${randomInt(360)},35%,75%)"/>${shapes}`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${TRACK_WIDTH}" height="${TRACK_HEIGHT}"><defs><pattern id="p" width="${TRACK_WIDTH}" height="${TRACK_HEIGHT}" patternUnits="userSpaceOnUse">${pattern}</pattern></defs><rect width="100%" height="100%" fill="url(#p)"/><path d="${piecePath(targetX, pieceY)}" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="1"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}" viewBox="${targetX} ${pieceY} ${PIECE_SIZE} ${PIECE_SIZE}"><defs><pattern id="p" width="${TRACK_WIDTH}" height="${TRACK_HEIGHT}" patternUnits="userSpaceOnUse">${pattern}</pattern><clipPath id="c"><path d="${piecePath(targetX, pieceY)}"/></clipPath></defs><rect width="${TRACK_WIDTH}" height="${TRACK_HEIGHT}" fill="url(#p)" clip-path="url(#c)"/><path d="${piecePath(targetX, pieceY)}" fill="none" stroke="#fff" stroke-width="1.5"/></svg>`;
  return { background, piece };
}
