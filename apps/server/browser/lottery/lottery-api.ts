/** The lottery page's calls, typed by the contract's endpoints. */
import { ApiHeader, type apiPaths, type ValueOf } from '@openlobby/contract/client';
import { type Api, type ApiAnswer, createApi } from '../shared/api.ts';
import type { LotteryState } from './state.ts';

type Used =
  | 'lotteryGames'
  | 'lotteryNear'
  | 'lotteryOrders'
  | 'walletBalance'
  | 'lotteryPlaceOrder'
  | 'lotteryCancelSubOrder';

/**
 * The paths this page calls, checked against the contract's at compile time: the whole table of
 * endpoints would triple the script a phone downloads.
 */
const PATHS = {
  lotteryGames: '/lgw/games',
  lotteryNear: '/lgw/numeros/near',
  lotteryOrders: '/lgw/orders',
  walletBalance: '/wps/v2/wallets/balance',
  lotteryPlaceOrder: '/lgw/orders',
  lotteryCancelSubOrder: '/lgw/orders/suborders/cancel',
} as const satisfies { readonly [N in Used]: (typeof apiPaths)[N]['path'] };

export interface LotteryApi {
  games(): Promise<ApiAnswer<ValueOf<'lotteryGames'>>>;
  near(gameCode: string): Promise<ApiAnswer<ValueOf<'lotteryNear'>>>;
  orders(gameCode: string): Promise<ApiAnswer<ValueOf<'lotteryOrders'>>>;
  balance(): Promise<ApiAnswer<ValueOf<'walletBalance'>>>;
  placeOrder(body: {
    readonly gameCode: string;
    readonly numero: string;
    readonly prizeMode: string;
    readonly bets: readonly {
      readonly betType: string;
      readonly selection: string;
      readonly stake: string;
    }[];
  }): Promise<ApiAnswer<ValueOf<'lotteryPlaceOrder'>>>;
  cancel(subOrderId: string): Promise<ApiAnswer<ValueOf<'lotteryCancelSubOrder'>>>;
}

/** The lobby's session travels in headers only, never in an address. */
export function lotteryApi(state: LotteryState): LotteryApi {
  const api: Api = createApi(() => {
    const headers: Record<string, string> = { [ApiHeader.LANGUAGE]: state.cfg.lang };
    if (state.session !== null && state.session.token !== '') {
      headers[ApiHeader.AUTHORIZATION] = state.session.token;
    }
    if (state.session !== null && state.session.merchantCode !== '') {
      headers[ApiHeader.MERCHANT] = state.session.merchantCode;
    }
    return headers;
  }, state.cfg.text.tryAgain);
  return {
    games: () => api('GET', PATHS.lotteryGames),
    near: (gameCode) => api('GET', PATHS.lotteryNear, { query: { gameCode } }),
    orders: (gameCode) => api('GET', PATHS.lotteryOrders, { query: { gameCode, pageSize: 10 } }),
    balance: () => api('GET', PATHS.walletBalance),
    placeOrder: (body) => api('POST', PATHS.lotteryPlaceOrder, { body }),
    cancel: (subOrderId) => api('POST', PATHS.lotteryCancelSubOrder, { body: { subOrderId } }),
  };
}
