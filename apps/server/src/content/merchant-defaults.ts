/** Settings a new merchant starts with. Operators change them with the CLI (and later an admin UI). */
import {
  CsType,
  DEFAULT_CURRENCY,
  formatMoney,
  type Language,
  ResourceType,
  TemplateVersion,
  type CurrencyFormat,
  type WhitelabelFlag,
} from '@openlobby/contract';

export const DEFAULT_MERCHANT_NAME = 'OpenLobby';

export const defaultCurrency: CurrencyFormat = { ...DEFAULT_CURRENCY, scale: 2 };

/**
 * A whole amount in the seeded texts (notices, pop-ups, banners), written by the lobby's one money
 * formatter in the currency the merchant is seeded with, as every screen shows money.
 */
export function seededAmount(amount: string, language: Language): string {
  return formatMoney(amount, defaultCurrency, language, { whole: true });
}

/** The Record type makes the compiler insist on exactly the contract's flags. */
export const defaultWhitelabelFlags: Readonly<Record<WhitelabelFlag, boolean>> = {
  COMM3: true,
  FUNDTRANS3: true,
  REG3: true,
  CAPTCHA3: true,
  CBS3: true,
  MOBILEVERCODELOGIN3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  AGENTPOLICY3: true,
  PWDEXPFORCECHANGE3: false,
  MANUALREBATE3: true,
  REFERRAL: true,
  REGUSERNAME3: true,
  REGMOBILE3: true,
};

export const defaultTemplates = { mem_cen: TemplateVersion.NEW, dep_func: TemplateVersion.NEW } as const;

export interface SeedCustomerService {
  readonly csType: CsType;
  readonly path: string;
}

/** The ENCRYPTED_PATH entry is sealed before it is stored. */
export const defaultCustomerService: readonly SeedCustomerService[] = [
  { csType: CsType.WHATSAPP, path: 'https://wa.me/923000000000?text=Hello%20OpenLobby%20support' },
  { csType: CsType.LIVECHAT, path: '' },
  { csType: CsType.CS, path: '/m/help' },
  { csType: CsType.ENCRYPTED_PATH, path: 'https://t.me/openlobby_support' },
];

export const defaultDownloadLinks: readonly { resourceType: ResourceType; url: string }[] = [
  { resourceType: ResourceType.ANDROID, url: 'https://download.openlobby.example/openlobby.apk' },
  { resourceType: ResourceType.IOS, url: 'https://download.openlobby.example/ios' },
  {
    resourceType: ResourceType.MOBILECONFIG,
    url: 'https://download.openlobby.example/openlobby.mobileconfig',
  },
  { resourceType: ResourceType.APP_DOWNLOAD_ICON, url: '/cdn/img/app-icon.svg' },
  { resourceType: ResourceType.AFFILIATE_LINK, url: '/m/inviteFriends' },
];

export const defaultLiveModels: readonly { name: string; streaming: boolean }[] = [
  { name: 'Aisha', streaming: true },
  { name: 'Mei', streaming: true },
  { name: 'Sofia', streaming: false },
];
export const LIVE_MODEL_AVATAR_URL = '/cdn/img/default-avatar.svg';

/** The server's own /cdn path is both the primary and the fallback image CDN out of the box. */
export const OWN_IMAGE_CDN = '/cdn';
export const defaultDomains: readonly string[] = ['localhost'];
