/**
 * The server's own image CDN under /cdn: national flags (from flag-icons, MIT), generated banner
 * pictures and placeholders. Everything here is immutable per release, so it is cached for a year.
 * Banners come as WebP (what the lobby links to, see raster.ts) and as their SVG drawing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@openlobby/contract';
import { seedBanners } from '../../content/banners.ts';
import { FLAG_DIR } from '../../content/countries.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import { BANNER_WIDTH, bannerSvg } from './banner-svg.ts';
import { appIconSvg, defaultAvatarSvg, defaultGameSvg } from './placeholder-svg.ts';
import type { Rasterizer } from './raster.ts';
import type { App } from '../../platform/typed-app.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export function registerCdnRoutes(app: App, rasterizer: Rasterizer): void {
  const images = new Map<string, string>([
    ['default-game', defaultGameSvg],
    ['default-avatar', defaultAvatarSvg],
    ['app-icon', appIconSvg],
  ]);
  // <slug>.<lang> for each language; bare <slug> is the default language's (links made before
  // banner art was localised).
  const banners = new Map<string, string>();
  for (const banner of seedBanners) {
    for (const language of LANGUAGES) {
      const svg = bannerSvg(banner.slug, banner.art, language);
      banners.set(`${banner.slug}.${language.toLowerCase()}`, svg);
      if (language === DEFAULT_LANGUAGE) banners.set(banner.slug, svg);
    }
  }
  // Two letters make at most 676 keys; only flags that exist are kept.
  const flags = createCache<string, string>({ max: 676 });

  const hidden = { schema: { hide: true } };

  app.get<{ Params: { file: string } }>('/cdn/img/:file', hidden, async (request, reply) => {
    const svg = images.get(svgName(request.params.file));
    if (svg === undefined) throw new ApiError('NOT_FOUND');
    return reply.header('cache-control', LONG_CACHE).type(SVG).send(svg);
  });

  app.get<{ Params: { file: string } }>('/cdn/banners/:file', hidden, async (request, reply) => {
    const { file } = request.params;
    const webp = file.endsWith('.webp');
    const name = webp ? file.slice(0, -'.webp'.length) : svgName(file);
    const svg = banners.get(name);
    if (svg === undefined) throw new ApiError('NOT_FOUND');
    reply.header('cache-control', LONG_CACHE);
    if (!webp) return reply.type(SVG).send(svg);
    return reply.type(WEBP).send(await rasterizer.webp(`banner:${name}`, svg, BANNER_WIDTH));
  });

  app.get<{ Params: { file: string } }>('/cdn/flags/:file', hidden, async (request, reply) => {
    const code = svgName(request.params.file);
    // Only two letters reach the file system: no path can be smuggled in.
    if (!COUNTRY_CODE.test(code)) throw new ApiError('NOT_FOUND');
    const key = code.toLowerCase();
    let svg: string;
    try {
      svg = await flags.get(key, () => readFile(path.join(FLAG_DIR, `${key}.svg`), 'utf8'));
    } catch {
      throw new ApiError('NOT_FOUND');
    }
    return reply.header('cache-control', LONG_CACHE).type(SVG).send(svg);
  });
}

/** "PK.svg" -> "PK", "welcome-bonus.ur.svg" -> "welcome-bonus.ur"; anything not ending in .svg cannot match. */
function svgName(file: string): string {
  return file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
}
