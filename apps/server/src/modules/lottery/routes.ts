import { PrizeMode, endpoints } from '@openlobby/contract';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session.ts';
import type { WalletCaller } from '../wallet/context.ts';
import { registerLotteryPageRoutes } from './page/routes.ts';
import type { LotteryService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
function member(ctx: RequestContext): Session {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return ctx.session;
}

/** The wallet's caller shape; lottery calls need only merchant and session (no agent is kept). */
function caller(ctx: RequestContext): WalletCaller {
  return { merchantId: ctx.merchant.id, ip: ctx.ip, userAgent: '', session: ctx.session };
}

export function registerLotteryRoutes(app: App, service: LotteryService): void {
  app.contractRoute(endpoints.lotteryGames, (input, ctx) =>
    service.games(ctx.merchant.id, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryGameMenu, (input, ctx) =>
    service.menu(input.prizeMode ?? PrizeMode.ELOTT, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryGameMenus, (input, ctx) =>
    service.menus(input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryRecentMenu, (input, ctx) =>
    service.recentMenu(member(ctx), input.prizeMode ?? PrizeMode.ELOTT, input.language ?? ctx.language),
  );
  // The Vietnamese-lottery variants of the spec: the same games, priced in the Lott prize mode by default.
  app.contractRoute(endpoints.lotteryVnGameMenu, (input, ctx) =>
    service.menu(input.prizeMode ?? PrizeMode.LOTT, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryVnRecentMenu, (input, ctx) =>
    service.recentMenu(member(ctx), input.prizeMode ?? PrizeMode.LOTT, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryOpenedNumero, (input) => service.opened(input.gameCode));
  app.contractRoute(endpoints.lottoOpenedNumero, (input) => service.opened(input.gameCode));
  app.contractRoute(endpoints.lotteryVnOpenedNumero, (input) => service.opened(input.gameCode));
  app.contractRoute(endpoints.lotteryPopular, (input, ctx) =>
    service.popular(input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.lotteryDraw, (input) => service.draws(input));
  app.contractRoute(endpoints.lotteryDrawVerify, (input) =>
    service.verify(input.gameCode, input.numero, input.seed),
  );
  app.contractRoute(endpoints.lotteryNear, (input) => service.near(input.gameCode));
  app.contractRoute(endpoints.lotteryPlaceOrder, (input, ctx) =>
    service.orders.place(caller(ctx), input, ctx.language),
  );
  app.contractRoute(endpoints.lotteryOrders, (input, ctx) =>
    service.orders.list(caller(ctx), input, ctx.language),
  );
  app.contractRoute(endpoints.lotteryOrderDetail, (input, ctx) =>
    service.orders.detail(caller(ctx), input.orderId, ctx.language),
  );
  app.contractRoute(endpoints.lotteryCancelSubOrder, (input, ctx) =>
    service.orders.cancel(caller(ctx), input.subOrderId),
  );
  // The game page the lobby's launch frame opens, and the verify page its draw history links to.
  registerLotteryPageRoutes(app, service);
}
