import { endpoints } from '@openlobby/contract';
import type { Session } from '../../platform/session.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { GamesService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
function member(ctx: RequestContext): Session {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return ctx.session;
}

export function registerGamesRoutes(app: App, service: GamesService): void {
  app.contractRoute(endpoints.vassGameType, (_input, ctx) => service.vassGameTypes(ctx.language));
  app.contractRoute(endpoints.gameList, (input, ctx) =>
    service.gameList(ctx.merchant.code, input, ctx.language),
  );
  app.contractRoute(endpoints.hotGames, (input, ctx) =>
    service.hotGames(ctx.merchant.code, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.mobileGames, (input, ctx) =>
    service.mobileGames(ctx.merchant.code, input.gameType, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.addFavouriteGame, (input, ctx) => service.addFavourite(member(ctx), input));
  app.contractRoute(endpoints.removeFavouriteGame, (input, ctx) =>
    service.removeFavourite(member(ctx), input),
  );
  app.contractRoute(endpoints.favouriteGames, (input, ctx) =>
    service.favourites(ctx.merchant.code, member(ctx), input, ctx.language),
  );
  app.contractRoute(endpoints.favouriteGameIds, (_input, ctx) => service.favouriteIds(member(ctx)));
  app.contractRoute(endpoints.addRecentGame, (input, ctx) => service.addRecent(member(ctx), input));
  app.contractRoute(endpoints.recentGames, (input, ctx) =>
    service.recent(ctx.merchant.code, member(ctx), input.language ?? ctx.language),
  );
}
