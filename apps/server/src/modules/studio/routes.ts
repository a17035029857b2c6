/**
 * The studio's routes: its two game pages and the verify page (HTML), their script and stylesheet,
 * and the studio API the pages call. The pages are framed by the lobby: the global CSP already
 * allows that from our own origin only (frame-ancestors 'self', frame-src 'self').
 */
import {
  clientSeedRequest,
  playRequest,
  playValue,
  roundsValue,
  sessionValue,
  startSessionRequest,
  STUDIO_API,
  STUDIO_SESSION_HEADER,
  studioEngine,
  successEnvelope,
  verifyRequest,
  verifyValue,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { languageFromHeader } from '../../platform/language.ts';
import { pageThemeOf } from '../../platform/page-theme.ts';
import { registerPageAssets } from '../../platform/page-scripts.ts';
import { gamePage, STUDIO_CSS_PATH, STUDIO_JS_BASE, VERIFY_PATH } from './page.ts';
import type { StudioService } from './service.ts';
import { STUDIO_CSS } from './styles.ts';
import { verifyRound } from './verify.ts';
import { type VerifyForm, verifyPage } from './verify-page.ts';
import type { App } from '../../platform/typed-app.ts';

/** How often wins the wallet left unanswered are asked again (the round stays pending meanwhile). */
const SETTLE_RETRY_MS = 30_000;
const text = z.string().max(256).optional();
const pageQuery = z.object({ launch: text, game: text, lang: text, cssName: text });
const verifyQuery = z.object({
  engine: text,
  serverSeed: text,
  serverSeedHash: text,
  clientSeed: text,
  nonce: text,
  chance: text,
  direction: text,
  lang: text,
  cssName: text,
});

function sessionToken(request: FastifyRequest): string {
  const token = request.headers[STUDIO_SESSION_HEADER];
  if (typeof token !== 'string' || token === '' || token.length > 128) {
    throw new ApiError('STUDIO_SESSION_EXPIRED');
  }
  return token;
}

/** The verify form as typed (kept for redisplay) and, when it is complete, the request it makes. */
function readVerifyForm(query: z.output<typeof verifyQuery>) {
  const form: VerifyForm = {
    engine: query.engine === 'dice' ? 'dice' : 'slot',
    serverSeed: query.serverSeed ?? '',
    serverSeedHash: query.serverSeedHash ?? '',
    clientSeed: query.clientSeed ?? '',
    nonce: query.nonce ?? '',
    chance: query.chance ?? '',
    direction: query.direction === 'over' ? 'over' : 'under',
  };
  const chancePercent = Number(form.chance === '' ? '50' : form.chance);
  const parsed = verifyRequest.safeParse({
    engine: form.engine,
    serverSeed: form.serverSeed,
    ...(form.serverSeedHash === '' ? {} : { serverSeedHash: form.serverSeedHash.toLowerCase() }),
    clientSeed: form.clientSeed,
    nonce: /^\d{1,10}$/.test(form.nonce) ? Number(form.nonce) : -1,
    ...(form.engine === 'dice' ? { dice: { chance: chancePercent * 100, direction: form.direction } } : {}),
  });
  return { form, request: parsed.success ? parsed.data : null };
}

const html = 'text/html; charset=utf-8';
const ok = <T>(value: T) => ({ success: true as const, value });

export function registerStudioRoutes(app: App, studio: StudioService): void {
  retryUnansweredWins(app, studio);
  registerPageAssets(app, {
    cssPath: STUDIO_CSS_PATH,
    css: STUDIO_CSS,
    script: 'studio',
    scriptBase: STUDIO_JS_BASE,
  });
  registerStudioPages(app);
  registerStudioApi(app, studio);
}

/** Wins the wallet left unanswered are asked again every SETTLE_RETRY_MS while the app runs. */
function retryUnansweredWins(app: App, studio: StudioService): void {
  let retry: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    retry = setInterval(() => {
      studio
        .settleUnanswered()
        .catch((error: unknown) => app.log.error({ err: error }, 'studio: win retry failed'));
    }, SETTLE_RETRY_MS);
    // The retry must never keep a stopping process alive.
    retry.unref();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(retry);
    done();
  });
}

/** The game pages the lobby's frame opens, and the verify page. */
function registerStudioPages(app: App): void {
  app.get(
    '/studio/:engine',
    { schema: { hide: true, params: z.object({ engine: studioEngine }), querystring: pageQuery } },
    (request, reply) => {
      const { engine } = request.params;
      const query = request.query;
      return reply
        .type(html)
        .header('cache-control', 'no-store')
        .send(
          gamePage({
            engine,
            gameCode: (query.game ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64) || engine,
            launchToken: (query.launch ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 128),
            language: languageFromHeader(query.lang),
            theme: pageThemeOf(query.cssName),
          }),
        );
    },
  );

  app.get(VERIFY_PATH, { schema: { hide: true, querystring: verifyQuery } }, (request, reply) => {
    const query = request.query;
    const { form, request: verify } = readVerifyForm(query);
    return reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(
        verifyPage(
          languageFromHeader(query.lang),
          pageThemeOf(query.cssName),
          form,
          verify === null ? null : verifyRound(verify),
          query.serverSeed !== undefined,
        ),
      );
  });
}

/** The API the pages call; every call but verify names its session in x-studio-session. */
function registerStudioApi(app: App, studio: StudioService): void {
  const session = { response: { 200: successEnvelope(sessionValue) } };
  app.post(STUDIO_API.session, { schema: { body: startSessionRequest, ...session } }, async (request) =>
    ok(await studio.start(request.body)),
  );
  app.get(STUDIO_API.session, { schema: session }, async (request) =>
    ok(await studio.state(sessionToken(request))),
  );
  app.post(
    STUDIO_API.play,
    { schema: { body: playRequest, response: { 200: successEnvelope(playValue) } } },
    async (request) => ok(await studio.play(sessionToken(request), request.body)),
  );
  app.post(STUDIO_API.clientSeed, { schema: { body: clientSeedRequest, ...session } }, async (request) =>
    ok(await studio.setClientSeed(sessionToken(request), request.body.clientSeed)),
  );
  app.get(
    STUDIO_API.rounds,
    { schema: { response: { 200: successEnvelope(roundsValue) } } },
    async (request) => ok({ list: await studio.rounds(sessionToken(request)) }),
  );
  app.post(
    STUDIO_API.verify,
    { schema: { body: verifyRequest, response: { 200: successEnvelope(verifyValue) } } },
    (request) => ok(verifyRound(request.body)),
  );
}
