import { defineEndpoint } from '../endpoint.ts';
import { lotteryPaths as p } from './paths.ts';
import * as s from './schemas.ts';

export const lotteryEndpoints = {
  lotteryGames: defineEndpoint(p.lotteryGames, s.lotteryGamesRequest, s.lotteryGamesValue),
  lotteryGameMenu: defineEndpoint(p.lotteryGameMenu, s.lotteryMenuRequest, s.lotteryMenuValue),
  lotteryGameMenus: defineEndpoint(p.lotteryGameMenus, s.lotteryGamesRequest, s.lotteryMenusValue),
  lotteryRecentMenu: defineEndpoint(p.lotteryRecentMenu, s.lotteryMenuRequest, s.lotteryMenuValue),
  lotteryVnGameMenu: defineEndpoint(p.lotteryVnGameMenu, s.lotteryMenuRequest, s.lotteryMenuValue),
  lotteryVnRecentMenu: defineEndpoint(p.lotteryVnRecentMenu, s.lotteryMenuRequest, s.lotteryMenuValue),
  lotteryOpenedNumero: defineEndpoint(
    p.lotteryOpenedNumero,
    s.lotteryOpenedNumeroRequest,
    s.lotteryOpenedNumeroValue,
  ),
  lottoOpenedNumero: defineEndpoint(
    p.lottoOpenedNumero,
    s.lotteryOpenedNumeroRequest,
    s.lotteryOpenedNumeroValue,
  ),
  lotteryVnOpenedNumero: defineEndpoint(
    p.lotteryVnOpenedNumero,
    s.lotteryOpenedNumeroRequest,
    s.lotteryOpenedNumeroValue,
  ),
  lotteryPopular: defineEndpoint(p.lotteryPopular, s.lotteryPopularRequest, s.lotteryPopularValue),
  lotteryDraw: defineEndpoint(p.lotteryDraw, s.lotteryDrawRequest, s.lotteryDrawValue),
  lotteryDrawVerify: defineEndpoint(
    p.lotteryDrawVerify,
    s.lotteryDrawVerifyRequest,
    s.lotteryDrawVerifyValue,
  ),
  lotteryNear: defineEndpoint(p.lotteryNear, s.lotteryNearRequest, s.lotteryNearValue),
  lotteryPlaceOrder: defineEndpoint(
    p.lotteryPlaceOrder,
    s.lotteryPlaceOrderRequest,
    s.lotteryPlaceOrderValue,
  ),
  lotteryOrders: defineEndpoint(p.lotteryOrders, s.lotteryOrdersRequest, s.lotteryOrdersValue),
  lotteryOrderDetail: defineEndpoint(
    p.lotteryOrderDetail,
    s.lotteryOrderDetailRequest,
    s.lotteryOrderDetailValue,
  ),
  lotteryCancelSubOrder: defineEndpoint(
    p.lotteryCancelSubOrder,
    s.lotteryCancelRequest,
    s.lotteryCancelValue,
  ),
};
