/**
 * The image captcha as a WebP picture. Each request draws the digits anew from the outlines of our
 * bundled font, each with its own size, slant, turn and place, bends the whole line with a random
 * wave, crosses it with curves as dark as the digits and sprinkles the pixels with noise. Nothing
 * but pixels leaves the server, and no two pictures of one answer line up, so neither the response
 * nor a comparison with an earlier picture gives the digits away; a person still reads them.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { render, type SafeHtml, svg } from '../../platform/html.ts';
import { drawPixels, type Pixels, pixelsToWebp, textToPaths } from '../cdn/raster.ts';
import { between, webpDataUrl } from './challenge-pictures.ts';

/** Pixels of the picture: the field shows it at 100 x 40, so this is sharp at 2.5x. */
const WIDTH = 250;
const HEIGHT = 100;
const MARGIN = 14;
const WEBP_QUALITY = 70;

type Point = readonly [number, number];
/** An outline as absolute commands (M, L, Q, C, Z), each with its points. */
type Outline = readonly { readonly command: string; readonly points: readonly Point[] }[];
interface Glyph {
  readonly outline: Outline;
  readonly centre: Point;
}

const DIGITS = [...'0123456789'];
/** Two weights of Noto Sans, so even one digit's shape differs between pictures. */
const WEIGHTS = [700, 900];
const POINTS_PER_COMMAND: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3, Z: 0 };

let glyphSets: ReadonlyMap<string, Glyph>[] | undefined;

/**
 * The digits' outlines, read once from the font through resvg (about a tenth of a second, on the
 * first captcha), so each picture is plain paths that draw without loading a font.
 */
function glyphs(): ReadonlyMap<string, Glyph>[] {
  if (glyphSets !== undefined) return glyphSets;
  const texts = WEIGHTS.flatMap((weight) =>
    DIGITS.map(
      (digit) =>
        svg`<text id="g${weight}-${digit}" x="0" y="0" font-size="100" font-family="Noto Sans" font-weight="${weight}">${digit}</text>`,
    ),
  );
  const outlined = textToPaths(
    render(svg`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${texts}</svg>`),
  );
  const sets = WEIGHTS.map(() => new Map<string, Glyph>());
  for (const group of outlined.matchAll(/<g id="g(\d+)-(\d)">([\s\S]*?)<\/g>/g)) {
    const set = sets[WEIGHTS.indexOf(Number(group[1]))];
    const paths = [...(group[3] ?? '').matchAll(/\sd="([^"]+)"/g)].map((match) => match[1] ?? '');
    const outline = paths.flatMap(parseOutline);
    set?.set(group[2] ?? '', { outline, centre: centreOf(outline) });
  }
  for (const set of sets) {
    if (DIGITS.some((digit) => !set.has(digit))) throw new Error('captcha font lacks a digit outline');
  }
  glyphSets = sets;
  return sets;
}

function parseOutline(d: string): Outline {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const outline: { command: string; points: Point[] }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const command = tokens[i] ?? '';
    const count = POINTS_PER_COMMAND[command];
    if (count === undefined) throw new Error(`unexpected outline command ${command}`);
    const points: Point[] = [];
    for (let p = 0; p < count; p += 1) {
      points.push([Number(tokens[i + 1 + 2 * p]), Number(tokens[i + 2 + 2 * p])]);
    }
    outline.push({ command, points });
    i += 1 + 2 * count;
  }
  return outline;
}

function centreOf(outline: Outline): Point {
  const xs = outline.flatMap((part) => part.points.map(([x]) => x));
  const ys = outline.flatMap((part) => part.points.map(([, y]) => y));
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

const phase = () => randomInt(628) / 100;

/** A gentle random wave through the whole picture: it bends glyphs and noise lines alike. */
function randomWave(): (point: Point) => Point {
  const ax = between(2, 5);
  const kx = (2 * Math.PI) / between(45, 90);
  const px = phase();
  const ay = between(3, 6);
  const ky = (2 * Math.PI) / between(70, 140);
  const py = phase();
  return ([x, y]) => [x + ax * Math.sin(y * kx + px), y + ay * Math.sin(x * ky + py)];
}

function pathData(outline: Outline, move: (point: Point) => Point): string {
  return outline
    .map(
      ({ command, points }) =>
        command +
        points
          .map(move)
          .map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`)
          .join(' '),
    )
    .join('');
}

const darkInk = () => `hsl(${randomInt(360)},${between(45, 75)}%,${between(16, 32)}%)`;

function digitPath(glyph: Glyph, centre: Point, wave: (point: Point) => Point): SafeHtml {
  const scale = between(62, 78) / 100;
  const slant = between(-25, 25) / 100;
  const turn = (between(-20, 20) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const place = ([x, y]: Point): Point => {
    const dx = (x - glyph.centre[0] + slant * (y - glyph.centre[1])) * scale;
    const dy = (y - glyph.centre[1]) * scale;
    return wave([centre[0] + dx * cos - dy * sin, centre[1] + dx * sin + dy * cos]);
  };
  return svg`<path d="${pathData(glyph.outline, place)}" fill="${darkInk()}"/>`;
}

/** A curve from one side to the other, through the digits. */
function crossingCurve(wave: (point: Point) => Point, stroke: string, width: number): SafeHtml {
  const outline: Outline = [
    { command: 'M', points: [[between(-10, 20), between(15, 85)]] },
    {
      command: 'C',
      points: [
        [between(40, 110), between(-30, 130)],
        [between(140, 210), between(-30, 130)],
        [between(230, 260), between(15, 85)],
      ],
    },
  ];
  return svg`<path d="${pathData(outline, wave)}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
}

function captchaSvg(answer: string): string {
  const sets = glyphs();
  const wave = randomWave();
  const slot = (WIDTH - 2 * MARGIN) / Math.max(answer.length, 1);
  const digits = [...answer].map((digit, index) => {
    const glyph = sets[randomInt(sets.length)]?.get(digit);
    if (glyph === undefined) throw new Error('captcha answers are digits');
    const centre: Point = [MARGIN + slot * (index + 0.5) + between(-6, 6), HEIGHT / 2 + between(-8, 8)];
    return digitPath(glyph, centre, wave);
  });
  const pale = () => `hsl(${randomInt(360)},45%,${between(80, 90)}%)`;
  const blobs = Array.from(
    { length: 5 },
    () =>
      svg`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${between(15, 45)}" fill="${pale()}" fill-opacity="0.7"/>`,
  );
  const faint = Array.from({ length: 3 }, () => crossingCurve(wave, `hsl(${randomInt(360)},55%,62%)`, 1.5));
  const dark = Array.from({ length: 2 }, () => crossingCurve(wave, darkInk(), between(20, 32) / 10));
  return render(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="${randomInt(100) / 100}"><stop stop-color="${pale()}"/><stop offset="1" stop-color="${pale()}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${blobs}${faint}${digits}${dark}</svg>`,
  );
}

/** Every pixel's brightness nudged at random, and a few turned into dark or light specks. */
function speckle({ data }: Pixels): void {
  const noise = randomBytes(data.length / 2);
  for (let pixel = 0; pixel < data.length; pixel += 4) {
    const roll = noise[pixel / 2] ?? 0;
    const amount = noise[pixel / 2 + 1] ?? 0;
    if (roll < 8) {
      const speck = roll < 4 ? 30 + (amount % 60) : 200 + (amount % 56);
      data.fill(speck, pixel, pixel + 3);
    } else {
      const nudge = (amount % 37) - 18;
      for (let channel = pixel; channel < pixel + 3; channel += 1) {
        data[channel] = Math.max(0, Math.min(255, (data[channel] ?? 0) + nudge));
      }
    }
  }
}

/** The captcha for `answer` as a data URL of a WebP picture. */
export async function captchaPicture(answer: string): Promise<string> {
  const pixels = await drawPixels(captchaSvg(answer));
  speckle(pixels);
  return webpDataUrl(await pixelsToWebp(pixels, WEBP_QUALITY));
}
