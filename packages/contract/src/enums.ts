/**
 * Enumerations named by the spec. Every app imports these instead of repeating literals,
 * so a value that the spec fixes (a member type, a category code) lives in exactly one place.
 */

export const MemberType = {
  REAL: 0,
  AGENT: 1,
  AGENT_SENIOR: 2,
  TRIAL: 4,
  INTERNAL: 40,
  INTERNAL_AGENT: 41,
  INTERNAL_AGENT_SENIOR: 42,
} as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];
export const MEMBER_TYPES: readonly MemberType[] = Object.values(MemberType);

export const GameCategory = {
  ALL: 'ALL',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  LIVE: 'LIVE',
  RNG: 'RNG',
  FISH: 'FISH',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  PVP: 'PVP',
  HOT: 'HOT',
  LIVESTREAM: 'LIVESTREAM',
  HOME: 'HOME',
  PROMO: 'PROMO',
} as const;
export type GameCategory = (typeof GameCategory)[keyof typeof GameCategory];
export const GAME_CATEGORIES: readonly GameCategory[] = Object.values(GameCategory);

/** Announcement content types: Agent, Player, Banner, Pop-up, Promotion. */
export const ContentType = { AGENT: 'A', PLAYER: 'PL', BANNER: 'B', POPUP: 'PU', PROMOTION: 'PR' } as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];
export const CONTENT_TYPES: readonly ContentType[] = Object.values(ContentType);

export const Gateway = { WEB: 1, MOBILE: 3 } as const;
export type Gateway = (typeof Gateway)[keyof typeof Gateway];

export const PrizeMode = { LOTT: 'Lott', ZY: 'ZY', ELOTT: 'Elott' } as const;
export type PrizeMode = (typeof PrizeMode)[keyof typeof PrizeMode];
export const PRIZE_MODES: readonly PrizeMode[] = Object.values(PrizeMode);

/** Customer-service entry kinds. ENCRYPTED_PATH (3) is stored encrypted and decrypted for the client. */
export const CsType = { WHATSAPP: 'WHATSAPP', LIVECHAT: 'LIVECHAT', CS: 'CS', ENCRYPTED_PATH: '3' } as const;
export type CsType = (typeof CsType)[keyof typeof CsType];
export const CS_TYPES: readonly CsType[] = Object.values(CsType);

export const ResourceType = {
  ANDROID: 'Android',
  IOS: 'IOS',
  MOBILECONFIG: 'MOBILECONFIG',
  APP_DOWNLOAD_ICON: 'AppDownloadIcon',
  AFFILIATE_LINK: 'AFFILIATELINK',
} as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];
export const RESOURCE_TYPES: readonly ResourceType[] = Object.values(ResourceType);

export const Language = { EN: 'EN', UR: 'UR' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const LANGUAGES: readonly Language[] = Object.values(Language);
export const DEFAULT_LANGUAGE: Language = Language.EN;
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = [Language.UR];

/** Module ids that whitelabel flags can switch off for a merchant. */
export const ModuleId = {
  COMM3: 'COMM3',
  FUNDTRANS3: 'FUNDTRANS3',
  REG3: 'REG3',
  CAPTCHA3: 'CAPTCHA3',
  CBS3: 'CBS3',
} as const;
export type ModuleId = (typeof ModuleId)[keyof typeof ModuleId];
export const MODULE_IDS: readonly ModuleId[] = Object.values(ModuleId);

/** Whitelabel flags read by the lobby (module ids are flags too). */
export const WhitelabelFlag = {
  ...ModuleId,
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  FACEBOOKLOGIN3: 'FACEBOOKLOGIN3',
  GOOGLELOGIN3: 'GOOGLELOGIN3',
  AGENTPOLICY3: 'AGENTPOLICY3',
  PWDEXPFORCECHANGE3: 'PWDEXPFORCECHANGE3',
  MANUALREBATE3: 'MANUALREBATE3',
  REFERRAL: 'REFERRAL',
  REGUSERNAME3: 'REGUSERNAME3',
  REGMOBILE3: 'REGMOBILE3',
} as const;
export type WhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];
export const WHITELABEL_FLAGS: readonly WhitelabelFlag[] = [...new Set(Object.values(WhitelabelFlag))];

/** Popup execution rule: A for members, B for guests, F for a member's first-time login. */
export const PopupExecution = { MEMBER: 'A', GUEST: 'B', FIRST_LOGIN: 'F' } as const;
export type PopupExecution = (typeof PopupExecution)[keyof typeof PopupExecution];

export const RegisterMethod = { APP: 'APP', H5: 'H5', PWA: 'PWA', WEBCLIP: 'WEBCLIP' } as const;
export type RegisterMethod = (typeof RegisterMethod)[keyof typeof RegisterMethod];

export const LoginType = { USERNAME: 'username', SMS: 'sms', FIREBASE: 'firebase' } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** The combined system status of spec section 4. */
export const SystemStatus = { NORMAL: 0, IP_OR_MAINTENANCE: 1, SERVICE_OR_REGION: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Mobile template switches: 1 selects the new version, anything else the base one. */
export const TemplateVersion = { BASE: 0, NEW: 1 } as const;
export type TemplateVersion = (typeof TemplateVersion)[keyof typeof TemplateVersion];

export const Theme = { DARK: 'dark', LIGHT: 'light' } as const;
export type Theme = (typeof Theme)[keyof typeof Theme];
export const DEFAULT_THEME: Theme = Theme.DARK;
/** The browser's bar colour for each theme (the page's theme-color), matching the header. */
export const THEME_COLOR: Readonly<Record<Theme, string>> = { dark: '#0f1330', light: '#f6f7fb' };

export const Device = { MOBILE: 'MOBILE', OTHERS: 'OTHERS' } as const;
export type Device = (typeof Device)[keyof typeof Device];

export const BannerGroup = { HOME: 'm_home', LIVE: 'm_live', REGISTER: 'm_reg' } as const;
export type BannerGroup = (typeof BannerGroup)[keyof typeof BannerGroup];
