/**
 * Game icons under the image CDN: /cdn/game-icons/<MERCHANT>/<VENDOR>/<gameCode>.<version>[.large].webp
 * (what the catalogue links to: see cdn/raster.ts), or .svg for the drawing itself.
 * The version in the name changes whenever the drawing's inputs do, so a current address is cached
 * for a year; an address with an old version still answers (the current art) but briefly cached,
 * and a game that is unknown or hidden answers 404 so the client falls back (fallback CDN, then
 * the default game image).
 */
import { GAME_ICON_DIR, VENDOR_CODE_PATTERN } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import type { MerchantDirectory } from '../../platform/request-context.ts';
import type { Rasterizer } from '../cdn/raster.ts';
import { ICON_SIZE, LARGE_ICON_SIZE, etagOf, gameIconSvg } from './icon-svg.ts';
import type { GamesService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=300';
const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
/** Upper case only: the spec's icon path carries the merchant code in upper case. */
const MERCHANT_CODE = /^[A-Z0-9_]{1,32}$/;
const ICON_FILE =
  /^(?<code>[A-Za-z0-9._-]{1,64})\.(?<version>[0-9a-f]{10})(?<large>\.large)?\.(?<format>svg|webp)$/;
/** Drawn icons kept in memory; each is about 1.5 kB. */
const ICON_CACHE_ENTRIES = 2_000;

export function registerGameIconRoutes(
  app: App,
  service: GamesService,
  merchants: MerchantDirectory,
  rasterizer: Rasterizer,
): void {
  const drawn = createCache<string, { svg: string; etag: string }>({ max: ICON_CACHE_ENTRIES });

  app.get<{ Params: { merchant: string; vendor: string; file: string } }>(
    `/cdn${GAME_ICON_DIR}/:merchant/:vendor/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchant, vendor, file } = request.params;
      const parts = ICON_FILE.exec(file)?.groups;
      if (!MERCHANT_CODE.test(merchant) || !VENDOR_CODE_PATTERN.test(vendor) || parts === undefined)
        throw new ApiError('NOT_FOUND');
      const { code = '', version = '', large, format } = parts;
      if ((await merchants.find(merchant)) === null) throw new ApiError('NOT_FOUND');
      const game = await service.findIconGame(vendor, code);
      if (game === null) throw new ApiError('NOT_FOUND');
      const size = large === undefined ? ICON_SIZE : LARGE_ICON_SIZE;
      const key = `${vendor}/${code}.${game.iconVersion}.${size}`;
      const icon = drawn.remember(key, () => {
        const svg = gameIconSvg(
          {
            vendorCode: vendor,
            gameCode: code,
            name: game.nameEn,
            category: game.category,
            symbol: game.iconSymbol,
          },
          size,
        );
        return { svg, etag: etagOf(svg) };
      });
      const webp = format === 'webp';
      // One drawing, two encodings: the WebP's tag is the drawing's, told apart by a suffix.
      const etag = webp ? `${icon.etag.slice(0, -1)}-webp"` : icon.etag;
      reply
        .header('cache-control', version === game.iconVersion ? LONG_CACHE : SHORT_CACHE)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (!webp) return reply.type(SVG).send(icon.svg);
      return reply.type(WEBP).send(await rasterizer.webp(`icon:${key}`, icon.svg, size));
    },
  );
}
