/**
 * The lottery's pages: the game page the lobby frames, the verify page, their script and stylesheet.
 * The global CSP lets only our own origin frame them (frame-ancestors 'self'). Queries are read
 * leniently: a malformed value falls back to a default, it never fails the page.
 */
import { errorMessage, lotteryDrawVerifyRequest } from '@openlobby/contract';
import { z } from 'zod';
import { ApiError } from '../../../platform/api-error.ts';
import type { LotteryService } from '../service.ts';
import { registerPageAssets } from '../../../platform/page-scripts.ts';
import {
  LOTTERY_CSS_PATH,
  LOTTERY_JS_BASE,
  LOTTERY_PAGE_PATH,
  LOTTERY_VERIFY_PATH,
  lotteryPage,
  pageOptions,
} from './page.ts';
import { LOTTERY_CSS } from './styles.ts';
import { LOTTERY_TEXT } from './text.ts';
import { type LotteryVerifyOutcome, lotteryVerifyPage } from './verify-page.ts';
import type { App } from '../../../platform/typed-app.ts';

const html = 'text/html; charset=utf-8';
/** Every query value as short text; repeated keys (arrays) and anything else are dropped. */
const lenientQuery = z
  .record(z.string(), z.unknown())
  .transform((query) =>
    Object.fromEntries(
      Object.entries(query).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 256,
      ),
    ),
  )
  .catch({});

export function registerLotteryPageRoutes(app: App, service: LotteryService): void {
  registerPageAssets(app, {
    cssPath: LOTTERY_CSS_PATH,
    css: LOTTERY_CSS,
    script: 'lottery',
    scriptBase: LOTTERY_JS_BASE,
  });

  app.get(LOTTERY_PAGE_PATH, { schema: { hide: true, querystring: lenientQuery } }, (request, reply) =>
    reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(lotteryPage(pageOptions(request.query))),
  );

  app.get(
    LOTTERY_VERIFY_PATH,
    { schema: { hide: true, querystring: lenientQuery } },
    async (request, reply) => {
      const query = request.query;
      const { language, theme } = pageOptions(query);
      const form = { gameCode: query.gameCode ?? '', numero: query.numero ?? '', seed: query.seed ?? '' };
      let outcome: LotteryVerifyOutcome = { kind: 'none' };
      if (query.seed !== undefined) {
        const parsed = lotteryDrawVerifyRequest.safeParse(form);
        if (!parsed.success) outcome = { kind: 'error', message: LOTTERY_TEXT[language].invalid };
        else {
          try {
            const { gameCode, numero, seed } = parsed.data;
            outcome = { kind: 'result', value: await service.verify(gameCode, numero, seed) };
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            outcome = { kind: 'error', message: errorMessage(error.code, language) };
          }
        }
      }
      return reply
        .type(html)
        .header('cache-control', 'no-store')
        .send(lotteryVerifyPage(language, theme, form, outcome));
    },
  );
}
