/**
 * The seamless-wallet protocol: how a game vendor, third-party or OpenLobby's own house
 * studio, moves a member's money. Zod-free, so a vendor client or the web can import it.
 */

/** Every call is POST `${SEAMLESS_BASE_PATH}/<vendor>/<action>`. */
export const SEAMLESS_BASE_PATH = '/seamless/v1';

export const SeamlessAction = {
  AUTHENTICATE: 'authenticate',
  BALANCE: 'balance',
  BET: 'bet',
  WIN: 'win',
  ROLLBACK: 'rollback',
} as const;
export type SeamlessAction = (typeof SeamlessAction)[keyof typeof SeamlessAction];
export const SEAMLESS_ACTIONS: readonly SeamlessAction[] = Object.values(SeamlessAction);

/** The path of one call, e.g. seamlessPath('OLS', 'bet') = '/seamless/v1/OLS/bet'. */
export function seamlessPath(vendorCode: string, action: SeamlessAction): string {
  return `${SEAMLESS_BASE_PATH}/${vendorCode}/${action}`;
}

/** Lower-case hex HMAC-SHA256 of the raw request body with the vendor's secret. */
export const SEAMLESS_SIGNATURE_HEADER = 'X-Signature';
