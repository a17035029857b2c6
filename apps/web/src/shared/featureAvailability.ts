/**
 * The single list of which product features are built. Menus hide shortcuts to features that are
 * not here yet; when an issue lands, it flips its line to true (and replaces its pending screen).
 */
export const FEATURE_AVAILABLE = {
  /** Issue 3: login, registration, password screens, member centre, free trial. */
  accounts: false,
  /** Issue 4: deposit (/m/voucherCenter). */
  deposit: false,
  /** Issue 4: withdraw (/m/withdraw). */
  withdraw: false,
  /** Issue 4: betting record (/m/gameRecord). */
  bettingRecord: false,
  /** Issue 5: game lobby, game lists, favourites. */
  games: false,
  /** Issue 6: lottery lobby and game frame. */
  lottery: false,
  /** Issue 7: live chat launch (also needs the CBS3 whitelabel flag). */
  liveChat: false,
  /** Issue 7: app-download page and popup; the shell's direct download link works already. */
  appDownloadPage: false,
  /** Issue 2: help centre. */
  help: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_AVAILABLE;

export function isFeatureAvailable(feature: Feature): boolean {
  return FEATURE_AVAILABLE[feature];
}
