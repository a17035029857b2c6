/**
 * Routes outside the member endpoint table: the gateway callback (server to server, authenticated
 * by its HMAC signature, not a session) and the demo gateway's own payment page.
 */
import {
  ApiHeader,
  DEMO_GATEWAY_PAGE_PATH,
  DEPOSIT_RETURN_PATH,
  GATEWAY_CALLBACK_PATH,
  gatewayCallbackRequest,
  successEnvelope,
  gatewayCallbackValue,
} from '@openlobby/contract';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { languageFromHeader } from '../../platform/language.ts';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import { pageThemeOf } from '../../platform/page-theme.ts';
import {
  DEMO_GATEWAY_CSS,
  DEMO_GATEWAY_CSS_PATH,
  demoGatewayMissingPage,
  demoGatewayPage,
} from './demo-gateway-page.ts';
import { depositRecord } from './deposits.ts';
import { DEMO_GATEWAY, NO_GATEWAY, pageToken, sameSignature, signCallback } from './gateway.ts';
import type { WalletService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

const pageParams = z.object({ depositId: z.string().min(1).max(64) });
const pageQuery = z.object({
  token: z.string().max(128).default(''),
  lang: z.string().max(4).optional(),
  // The lobby's theme; `cssName` as the lottery page is told it. Anything else reads as dark.
  theme: z.string().max(32).optional().catch(undefined),
  cssName: z.string().max(32).optional().catch(undefined),
});
const pageForm = z.object({
  token: z.string().max(128),
  action: z.enum(['paid', 'failed']),
  lang: z.string().max(4).optional(),
});

export function registerGatewayRoutes(app: App, wallet: WalletService, perMinute: number): void {
  // Without a gateway no callback can be genuine, so none is listened for.
  if (wallet.gateway.name === NO_GATEWAY) return;
  registerCallback(app, wallet, perMinute);
  if (wallet.gateway.name === DEMO_GATEWAY) registerDemoGateway(app, wallet);
}

/** The gateway's server-to-server callback, trusted by its signature alone. */
function registerCallback(app: App, wallet: WalletService, perMinute: number): void {
  app.post(
    GATEWAY_CALLBACK_PATH,
    {
      schema: {
        params: z.object({ gateway: z.string().max(32) }),
        body: gatewayCallbackRequest,
        response: { 200: successEnvelope(gatewayCallbackValue) },
      },
      config: { rateLimit: strictRateLimit(perMinute * 10) },
    },
    async (request) => {
      const { gateway } = request.params;
      const value = await wallet.handleCallback(gateway, request.body);
      return { success: true as const, value };
    },
  );
}

/** The deposit a demo payment link names, when the link's token is the one we issued for it. */
async function linkedDeposit(wallet: WalletService, depositId: string, token: string) {
  const row = await wallet.deps.cashier.deposit(depositId);
  if (row === undefined || !sameSignature(pageToken(wallet.deps.gatewaySecret, depositId), token)) {
    throw new ApiError('DEPOSIT_NOT_FOUND');
  }
  const currency = await wallet.currencyOf(row.merchant_id);
  return { row, currency, amount: depositRecord(row, currency.scale).amount };
}

/** The demo gateway's payment page, its stylesheet, and the form that decides the payment. */
function registerDemoGateway(app: App, wallet: WalletService): void {
  app.get(DEMO_GATEWAY_CSS_PATH, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(DEMO_GATEWAY_CSS),
  );

  app.get(
    DEMO_GATEWAY_PAGE_PATH,
    { schema: { params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const { depositId } = request.params;
      const query = request.query;
      const language = languageFromHeader(query.lang ?? request.headers[ApiHeader.LANGUAGE]);
      const theme = pageThemeOf(query.theme, query.cssName);
      const page = reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      // A person followed this link: a wrong one gets a page in their words, not an API answer.
      const linked = await linkedDeposit(wallet, depositId, query.token).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'DEPOSIT_NOT_FOUND') return null;
        throw error;
      });
      if (linked === null)
        return page.code(404).send(demoGatewayMissingPage(language, theme, DEPOSIT_RETURN_PATH));
      const { row, currency, amount } = linked;
      return page.send(
        demoGatewayPage({
          language,
          theme,
          depositId,
          amount,
          currency,
          token: query.token,
          decided: row.status === 'pending' ? null : row.status,
          backUrl: `${DEPOSIT_RETURN_PATH}?depositId=${encodeURIComponent(depositId)}`,
        }),
      );
    },
  );

  registerDemoDecision(app, wallet);
}

/** The page's form posts here; the demo gateway then calls our callback like a real one would. */
function registerDemoDecision(app: App, wallet: WalletService): void {
  void app.register((scope: App, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, raw, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(raw))));
      },
    );
    scope.post(
      DEMO_GATEWAY_PAGE_PATH,
      { schema: { params: pageParams, body: pageForm } },
      async (request, reply) => {
        const { depositId } = request.params;
        const form = request.body;
        const { amount } = await linkedDeposit(wallet, depositId, form.token);
        const callback = signCallback(
          wallet.deps.gatewaySecret,
          { depositId, status: form.action, amount },
          wallet.deps.now(),
        );
        const answer = await app.inject({
          method: 'POST',
          url: GATEWAY_CALLBACK_PATH.replace(':gateway', DEMO_GATEWAY),
          payload: callback,
        });
        request.log.info(
          { depositId, status: form.action, callback: answer.statusCode },
          'demo gateway callback',
        );
        const back = `${DEPOSIT_RETURN_PATH}?depositId=${encodeURIComponent(depositId)}&result=${form.action}`;
        return reply.redirect(back, 303);
      },
    );
    done();
  });
}
