/**
 * The single list of which product features are built. Menus hide shortcuts to features that are
 * not here yet; when an issue lands, it flips its line to true (and replaces its pending screen).
 */
export const FEATURE_AVAILABLE = {
  /** Deposit (/m/voucherCenter), side-menu shortcut and member centre. */
  deposit: true,
  /** Withdraw (/m/withdraw), side-menu shortcut and member centre. */
  withdraw: true,
  /** Betting record (/m/gameRecord), side-menu shortcut and member centre. */
  bettingRecord: true,
  /** Bank cards, payment password, transaction/deposit/withdrawal records, profit and loss. */
  walletRecords: true,
  /** Live chat launch, side-menu shortcut (also needs the CBS3 whitelabel flag). */
  liveChat: true,
  /** Home game area, game lobby (/m/game), game lists, favourites, game launch. */
  lobby: true,
  /** Help centre, side-menu shortcut. */
  help: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_AVAILABLE;

export function isFeatureAvailable(feature: Feature): boolean {
  return FEATURE_AVAILABLE[feature];
}
