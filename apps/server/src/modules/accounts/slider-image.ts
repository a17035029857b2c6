/**
 * The slider puzzle's two WebP pictures, drawn anew for every challenge: a background of random
 * shapes with the gap and a decoy gap of another shape, and the piece as a strip the full height of
 * the picture and one piece wide, transparent but for the piece at its height. The strip's size
 * never changes, so neither the response nor the pictures' dimensions say where the gap is; only
 * the background's pixels do. Both pictures get their own pixel noise, so the piece never matches
 * its spot in the background exactly.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { render, type SafeHtml, svg } from '../../platform/html.ts';
import { drawPixels, type Pixels, pixelsToWebp } from '../cdn/raster.ts';
import { between, webpDataUrl } from './challenge-pictures.ts';

export const TRACK_WIDTH = 280;
export const TRACK_HEIGHT = 140;
export const PIECE_SIZE = 44;
/** Drawn at 1.5 times the puzzle's units: sharp enough across a phone, and cheap to draw. */
const SCALE = 1.5;
const KNOB = PIECE_SIZE / 4;
const EDGE = 6;
const WEBP_QUALITY = 75;

/** The piece: a square with a round knob on top. */
function piecePath(x: number, y: number): string {
  const s = PIECE_SIZE;
  return `M${x} ${y}h${s / 2 - KNOB / 2}a${KNOB / 2} ${KNOB / 2} 0 0 1 ${KNOB} 0h${s / 2 - KNOB / 2}v${s}h${-s}Z`;
}

/** The decoy: the same square with its knob underneath, so a person tells them apart at a glance. */
function decoyPath(x: number, y: number): string {
  const s = PIECE_SIZE;
  return `M${x} ${y}h${s}v${s}h${-(s / 2 - KNOB / 2)}a${KNOB / 2} ${KNOB / 2} 0 0 1 ${-KNOB} 0h${-(s / 2 - KNOB / 2)}Z`;
}

/** Where the decoy goes: clear of the gap, anywhere else along the track. */
function decoyX(targetX: number): number {
  const gap = PIECE_SIZE + EDGE;
  const left = [EDGE, targetX - gap] as const;
  const right = [targetX + gap, TRACK_WIDTH - PIECE_SIZE - EDGE] as const;
  const room = (range: readonly [number, number]) => Math.max(0, range[1] - range[0] + 1);
  const pick = randomInt(room(left) + room(right));
  return pick < room(left) ? left[0] + pick : right[0] + pick - room(left);
}

function scene(): SafeHtml {
  const colour = (lightness: number) => `hsl(${randomInt(360)},${between(40, 70)}%,${lightness}%)`;
  const shapes = Array.from({ length: 18 }, () => {
    const [fill, opacity] = [colour(between(35, 70)), between(55, 90) / 100];
    const [x, y] = [randomInt(TRACK_WIDTH), randomInt(TRACK_HEIGHT)];
    const size = between(10, 40);
    switch (randomInt(3)) {
      case 0:
        return svg`<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`;
      case 1:
        return svg`<rect x="${x - size}" y="${y - size / 2}" width="${2 * size}" height="${size}" transform="rotate(${randomInt(180)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`;
      default:
        return svg`<path d="M${x} ${y - size}l${size} ${2 * size}h${-2 * size}Z" transform="rotate(${randomInt(360)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`;
    }
  });
  return svg`<defs><linearGradient id="sky" x2="${randomInt(100) / 100}" y2="1"><stop stop-color="${colour(80)}"/><stop offset="1" stop-color="${colour(55)}"/></linearGradient></defs><rect width="${TRACK_WIDTH}" height="${TRACK_HEIGHT}" fill="url(#sky)"/>${shapes}`;
}

const drawing = (width: number, content: SafeHtml) =>
  render(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width * SCALE}" height="${TRACK_HEIGHT * SCALE}" viewBox="0 0 ${width} ${TRACK_HEIGHT}">${content}</svg>`,
  );

/** Nudges the brightness of every fully opaque pixel (the piece's edges and outside stay as drawn). */
function grain({ data }: Pixels): void {
  const noise = randomBytes(data.length / 4);
  for (let pixel = 0; pixel < data.length; pixel += 4) {
    if (data[pixel + 3] !== 255) continue;
    const nudge = ((noise[pixel / 4] ?? 0) % 25) - 12;
    for (let channel = pixel; channel < pixel + 3; channel += 1) {
      data[channel] = Math.max(0, Math.min(255, (data[channel] ?? 0) + nudge));
    }
  }
}

async function picture(drawing: string): Promise<string> {
  const pixels = await drawPixels(drawing);
  grain(pixels);
  return webpDataUrl(await pixelsToWebp(pixels, WEBP_QUALITY));
}

/** The puzzle whose gap's left edge is at `targetX`, the piece at a random height. */
export async function sliderPictures(targetX: number): Promise<{ background: string; piece: string }> {
  const art = scene();
  const pieceY = between(EDGE + KNOB, TRACK_HEIGHT - PIECE_SIZE - EDGE);
  const decoyY = between(EDGE, TRACK_HEIGHT - PIECE_SIZE - EDGE - KNOB);
  const gap = (d: string) => svg`<path d="${d}" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="1"/>`;
  const background = drawing(
    TRACK_WIDTH,
    svg`${art}${gap(decoyPath(decoyX(targetX), decoyY))}${gap(piecePath(targetX, pieceY))}`,
  );
  const piece = drawing(
    PIECE_SIZE,
    svg`<defs><clipPath id="cut"><path d="${piecePath(0, pieceY)}"/></clipPath></defs><g clip-path="url(#cut)"><g transform="translate(${-targetX} 0)">${art}</g></g><path d="${piecePath(0, pieceY)}" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  );
  const [backgroundUrl, pieceUrl] = await Promise.all([picture(background), picture(piece)]);
  return { background: backgroundUrl, piece: pieceUrl };
}
