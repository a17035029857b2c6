/**
 * Pictures we draw as SVG (banners, game icons) are sent to phones as WebP. A browser builds a
 * whole document for every SVG image, on its main thread: on a phone the first banner took about
 * half a second of script-blocking work and each icon a tenth, where a WebP is decoded off the main
 * thread. WebP also keeps the bytes small (a 480 px icon is about 7 kB).
 *
 * resvg draws the SVG with fonts shipped in node_modules (Noto Sans; Noto Naskh Arabic for Urdu),
 * never the host's, so every server draws the same picture; sharp encodes the WebP. Both run off
 * the event loop. Each picture is drawn once and kept (bounded), and concurrent requests for one
 * picture share the drawing.
 */
import { createRequire } from 'node:module';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { createCache } from '../../platform/cache.ts';

const require = createRequire(import.meta.url);

/** The weights our drawings use: 700 for names and sublines, 900 for headlines and initials. */
const FONT_FILES = [
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans/900Black/NotoSans_900Black.ttf',
  '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
].map((file) => require.resolve(file));

const RENDER_OPTIONS: ResvgRenderOptions = {
  font: {
    loadSystemFonts: false,
    fontFiles: FONT_FILES,
    // Every family our drawings name (Arial Black, Helvetica, Noto Nastaliq...) falls back to these.
    defaultFontFamily: 'Noto Sans',
    sansSerifFamily: 'Noto Sans',
  },
  shapeRendering: 2,
  textRendering: 1,
  logLevel: 'off',
};

/** Sharp enough for text on a phone, about a third of the PNG's bytes at equal looks. */
const WEBP_QUALITY = 80;

export interface Rasterizer {
  /** `svg` drawn `width` pixels wide as WebP; `key` names the picture for the cache. */
  webp(key: string, svg: string, width: number): Promise<Buffer>;
}

export function createRasterizer({ maxPictures = 2_500 } = {}): Rasterizer {
  // A failed drawing is not kept: the next request tries again.
  const drawn = createCache<string, Buffer>({ max: maxPictures });
  return {
    webp: (key, svg, width) => drawn.get(`${key}@${width}`, () => draw(svg, width)),
  };
}

async function draw(svg: string, width: number): Promise<Buffer> {
  const rendered = await renderAsync(svg, { ...RENDER_OPTIONS, fitTo: { mode: 'width', value: width } });
  return sharp(rendered.asPng()).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();
}

/** The drawing as premultiplied RGBA, for pictures whose pixels are changed before encoding. */
export interface Pixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * One-off pictures drawn per request and never cached (captchas, slider puzzles). They hold no
 * text, so no fonts are loaded: a few ms each instead of the tens that parsing the fonts costs.
 */
export async function drawPixels(svg: string): Promise<Pixels> {
  const rendered = await renderAsync(svg, { ...RENDER_OPTIONS, font: { loadSystemFonts: false } });
  return { data: rendered.pixels, width: rendered.width, height: rendered.height };
}

export function pixelsToWebp(pixels: Pixels, quality = WEBP_QUALITY): Promise<Buffer> {
  const { width, height } = pixels;
  return sharp(pixels.data, { raw: { width, height, channels: 4, premultiplied: true } })
    .webp({ quality, effort: 0 })
    .toBuffer();
}

/** `svg` with its text turned into outline paths in our fonts (synchronous: for start-up data). */
export function textToPaths(svg: string): string {
  return new Resvg(svg, RENDER_OPTIONS).toString();
}
