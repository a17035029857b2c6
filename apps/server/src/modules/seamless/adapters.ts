/**
 * Vendor adapters: where a game opens for a member. The wallet side of every vendor is the same
 * seamless-wallet API (service.ts), so an adapter only answers the launch URL. House games run on
 * the studio's engines, served by this server; a third-party vendor is connected only when both its
 * secret and its launch URL are configured.
 */
import { type HouseVendorCode, type Language, isHouseVendor } from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';

/** The studio's game engines (one page each under /studio/<engine>/). */
export type HouseEngine = 'slot' | 'dice';

export interface LaunchTarget {
  readonly gameCode: string;
  /** The single-use token authenticate exchanges for a vendor session. */
  readonly launchToken: string;
  readonly language: Language;
}

export interface VendorAdapter {
  readonly vendorCode: string;
  /** The URL the lobby's game frame opens, or null when this game cannot launch at this vendor. */
  launchUrl(target: LaunchTarget): string | null;
}

/** Every OLS game is a slot; OLI games are named after their engine. */
const HOUSE_ENGINES: Readonly<Record<HouseVendorCode, (gameCode: string) => HouseEngine | null>> = {
  OLS: () => 'slot',
  OLI: (gameCode) => (gameCode === 'dice' ? 'dice' : null),
};

function query(target: LaunchTarget): string {
  return new URLSearchParams({
    launch: target.launchToken,
    game: target.gameCode,
    lang: target.language,
  }).toString();
}

export function houseAdapter(vendorCode: HouseVendorCode): VendorAdapter {
  return {
    vendorCode,
    launchUrl(target) {
      const engine = HOUSE_ENGINES[vendorCode](target.gameCode);
      return engine === null ? null : `/studio/${engine}/?${query(target)}`;
    },
  };
}

export function thirdPartyAdapter(vendorCode: string, launchBase: string): VendorAdapter {
  return { vendorCode, launchUrl: (target) => `${launchBase}/?${query(target)}` };
}

/** Whether a launch of this game would find an adapter and a URL (the catalogue marks the rest). */
export function canLaunch(vendorCode: string, gameCode: string, config: SeamlessConfig): boolean {
  if (isHouseVendor(vendorCode)) return HOUSE_ENGINES[vendorCode](gameCode) !== null;
  return adapterFor(vendorCode, config) !== null;
}

/** The vendor's adapter, or null when it is not connected (VENDOR_NOT_CONNECTED). */
export function adapterFor(vendorCode: string, config: SeamlessConfig): VendorAdapter | null {
  if (isHouseVendor(vendorCode)) return houseAdapter(vendorCode);
  const vendor = config.vendors.get(vendorCode);
  if (vendor === undefined || vendor.secret === null || vendor.launchUrl === null) return null;
  return thirdPartyAdapter(vendorCode, vendor.launchUrl);
}
