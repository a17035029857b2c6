import type { HttpMethod } from '../endpoint.ts';
import type { TokenRule } from '../endpoint.ts';

function lottery<N extends string, M extends HttpMethod, P extends string, T extends TokenRule>(
  name: N,
  method: M,
  path: P,
  token: T,
) {
  return { name, method, path, module: null, token, encrypted: false } as const;
}

/**
 * House lottery endpoints. Paths are the spec's section 7.2; methods and
 * payloads are ours where the spec gives none: reads are GET, placing an order and cancelling are POST.
 */
export const lotteryPaths = {
  lotteryGames: lottery('lotteryGames', 'GET', '/lgw/games', 'none'),
  lotteryGameMenu: lottery('lotteryGameMenu', 'GET', '/lgw/games/game_menu', 'none'),
  lotteryGameMenus: lottery('lotteryGameMenus', 'GET', '/lgw/games/game_menus', 'none'),
  lotteryRecentMenu: lottery('lotteryRecentMenu', 'GET', '/lgw/games/game_menu/recent', 'required'),
  lotteryVnGameMenu: lottery('lotteryVnGameMenu', 'GET', '/lgw/vn/games/game_menu', 'none'),
  lotteryVnRecentMenu: lottery('lotteryVnRecentMenu', 'GET', '/lgw/vn/games/game_menu/recent', 'required'),
  lotteryOpenedNumero: lottery('lotteryOpenedNumero', 'GET', '/lgw/games/opened/numero', 'none'),
  lottoOpenedNumero: lottery('lottoOpenedNumero', 'GET', '/lotto/lgw/games/opened/numero', 'none'),
  lotteryVnOpenedNumero: lottery('lotteryVnOpenedNumero', 'GET', '/lgw/vn/numeros/opened/game', 'none'),
  lotteryPopular: lottery('lotteryPopular', 'GET', '/lgw/games/popular', 'none'),
  lotteryDraw: lottery('lotteryDraw', 'GET', '/lgw/draw', 'none'),
  lotteryDrawVerify: lottery('lotteryDrawVerify', 'GET', '/lgw/draw/verify', 'none'),
  lotteryNear: lottery('lotteryNear', 'GET', '/lgw/numeros/near', 'none'),
  lotteryPlaceOrder: lottery('lotteryPlaceOrder', 'POST', '/lgw/orders', 'required'),
  lotteryOrders: lottery('lotteryOrders', 'GET', '/lgw/orders', 'required'),
  lotteryOrderDetail: lottery('lotteryOrderDetail', 'GET', '/lgw/orders/detail', 'required'),
  lotteryCancelSubOrder: lottery('lotteryCancelSubOrder', 'POST', '/lgw/orders/suborders/cancel', 'required'),
} as const;
