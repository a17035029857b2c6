import { endpoints } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import type { GameCentreService } from './centre-service.ts';

/** GET /wps/games/centre: open to guests, like every catalogue read. */
export function registerGameCentreRoutes(app: App, service: GameCentreService): void {
  app.contractRoute(endpoints.gameCentre, (input, ctx) =>
    service.page(ctx.merchant.code, input, ctx.language),
  );
}
