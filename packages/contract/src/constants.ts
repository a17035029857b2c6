/**
 * Business constants and limits of spec section 9 (plus the few numbers of sections 2–5 that the
 * apps need), as named values. Durations are milliseconds unless the name says otherwise.
 */
import { type Language, MemberType } from './enums.ts';

export const POPUP_SELECTION_DELAY_MS = 500;
export const FAVOURITE_PAGE_SIZE_SMALL = 15;
export const FAVOURITE_PAGE_SIZE_LARGE = 100;
export const GAME_LIST_PAGE_SIZE = 25;

export const TOAST_LOADING_MS = 10_000;
export const TOAST_LOADING_LONG_MS = 9_999_000;
export const TOAST_SUCCESS_MS = 1_000;
export const TOAST_SMS_MS = 1_500;
export const TOAST_LOGIN_REQUIRED_MS = 2_000;
export const TOAST_FREE_REJECT_MS = 2_000;
export const TOAST_DEFAULT_LOGIN_AREA_MS = 1_500;
export const TOAST_DEFAULT_SHELL_MS = 3_000;
export const TOAST_DEFAULT_SHELL_LONG_MS = 8_000;

export const THROTTLE_MARK_READ_MS = 150;
export const THROTTLE_UNREAD_COUNT_MS = 250;
export const THROTTLE_LOAD_MORE_MS = 1_000;
export const LOAD_MORE_THRESHOLD_PX = 300;

export const MERCHANT_TYPE_ID = 1;

export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_GAP = 5;

export const SMS_COUNTDOWN_DEFAULT_S = 60;
export const SMS_COUNTDOWN_CHECK_MS = 500;

export const PAGE_TRANSITION_MS = 300;
export const PASSWORD_CHANGE_REDIRECT_MS = 1_000;
export const CHAT_REDIRECT_MS = 500;
export const CHAT_WAIT_MESSAGE_MS = 9_999;

export const UNREAD_BADGE_CAP = 99;

export const SMS_CODE_MAX_LENGTH = 10;
export const CAPTCHA_MAX_LENGTH = 6;
export const MOBILE_NUMBER_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 255;

export const ACTIVITY_COMMENT_MAX_CHARS = 140;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGE_MAX_COUNT = 3;

export const AGE_LIMIT = 18;
export const AGE_LIMIT_STRICT = 21;

export const DOWNLOAD_DEADLINE_MIN_HOURS = 2;
export const DOWNLOAD_DEADLINE_MAX_HOURS = 9;

export const CONTRACT_PROMPT_EXCLUDED_TYPES: readonly MemberType[] = [
  MemberType.TRIAL,
  MemberType.INTERNAL,
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
];
export const DEPOSIT_ALLOWED_TYPES: readonly MemberType[] = [
  MemberType.REAL,
  MemberType.AGENT,
  MemberType.AGENT_SENIOR,
];
/** Member types that see Notice as the second bottom-menu entry. */
export const NOTICE_MENU_TYPES: readonly MemberType[] = [MemberType.AGENT, MemberType.AGENT_SENIOR];
export const DEFAULT_MEMBER_TYPE: MemberType = MemberType.TRIAL;

/** Popup HTML: px become rem at a 2 % scale in one place, px / 100 in another. */
export const POPUP_PX_TO_REM_SCALE = 0.02;
export const HTML_PX_TO_REM_DIVISOR = 100;

export const PRESS_DELAY_MS = 130;
export const LONG_PRESS_MS = 370;
export const PRESS_RELEASE_DELAY_MS = 100;
export const PRESS_RETENTION_OFFSET_PX = 20;
export const PRESS_MOVE_CANCEL_PX = 30;

export const LAZY_LOAD_DELAY_MS = 200;
export const SW_UPDATE_CHECK_FIRST_MS = 200;
export const SW_UPDATE_CHECK_INTERVAL_MS = 60_000;

export const SOCIAL_SIGN_IN_LIBRARY_VERSION = '10.14.1';
export const MARQUEE_RESET_EXTRA_PX = 50;
export const LOGIN_POPUP_DELAY_MS = POPUP_SELECTION_DELAY_MS;

/** Sticky header: becomes fixed after scrolling past this many rem. */
export const STICKY_HEADER_THRESHOLD_WITH_DOWNLOAD_BAR_REM = 2.44;
export const STICKY_HEADER_THRESHOLD_REM = 1.24;

/** Currency format defaults of spec section 3. */
export const DEFAULT_CURRENCY = {
  code: 'CNY',
  symbol: '￥',
  decimalSeparator: '.',
  groupSeparator: ',',
  pattern: '#,##0.00',
} as const;

/** Language code -> country code of its flag image (spec section 3). */
export const LANGUAGE_FLAG_COUNTRY: Readonly<Record<string, string>> = {
  CN: 'CN',
  EN: 'US',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'ES',
  TA: 'IN',
  TW: 'TW',
  UR: 'PK',
  TY: 'TLG',
};

/** Games of these vendors open the lottery lobby (game code lobby) instead of a game. */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const LOTTERY_LOBBY_GAME_CODE = 'lobby';
export const ESPORTS_VENDOR_CODE = 'AV';

/** Client-side storage keys named by the spec. */
export const StorageKey = {
  SESSION_INFO: 'MC_SESSION_INFO',
  THEME: 'theme',
  LANGUAGE: 'language',
  AUTO_LOGIN: 'autoLogin',
  STATUS: 'status',
  MEMBER_INFO: 'memberInfo',
  SERVICE_LINK: 'service_link',
  TEMPLATE: 'setTemplate',
  VASS_GAME_TYPE: 'getVassGameType',
  GAME_LOTTS: 'getGameLotts',
  LOTT_LIST: 'lottList',
  ELOTT_LIST: 'elottList',
  DOWNLOAD_BAR_HIDDEN: 'downloadBarHidden',
  /** Epoch ms until which home does not open the download popup by itself (ours, not the spec's). */
  DOWNLOAD_POPUP_RESTS_UNTIL: 'downloadPopupRestsUntil',
  POPUP_SHOW_MEMBER: 'popupShowA',
  POPUP_SHOW_GUEST: 'popupShowB',
  CONSOLIDATED_SETTINGS: 'consolidatedSettings',
} as const;

/** Request headers of the API conventions. */
export const ApiHeader = {
  AUTHORIZATION: 'authorization',
  MERCHANT: 'merchant',
  LANGUAGE: 'language',
  ENCRYPTION: 'encryption',
  DEVICE: 'device',
  REQUEST_ID: 'x-request-id',
} as const;

/** Largest request body the server accepts, in bytes. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * The home page the server sends carries the consolidated settings (default merchant, default
 * language) in a JSON data block with this element id, so a first visit shows the lobby without
 * waiting for the settings call. `data-language` names the language of its texts.
 */
export const BOOT_SETTINGS_ELEMENT_ID = 'ol-boot-settings';

/**
 * Cookies the lobby sets only so the server can draw home's page as the reader will see it before
 * any script runs: the reader's language (texts, direction and banner), theme, and whether they
 * closed the download bar. Both mirror local storage, which the server cannot read; neither identifies anyone.
 */
export const ShellCookie = {
  LANGUAGE: 'ol_lang',
  THEME: 'ol_theme',
  DOWNLOAD_BAR_HIDDEN: 'ol_bar_hidden',
} as const;

/**
 * Marks the image in home's page (the first banner, drawn by the server) that the web app lets
 * paint before its own modules run.
 */
export const SHELL_IMAGE_ATTRIBUTE = 'data-shell-image';

/**
 * Home's page lists the files of its screen (module chunks and styles) in a JSON data block with
 * this element id. The web app's entry asks for them once the page has painted, beside the app's
 * own modules, instead of the page naming them as preloads that would compete with its banner.
 */
export const SCREEN_MODULES_ELEMENT_ID = 'ol-screen-modules';

/**
 * The labelled demo's marker text. Shared because the server draws it into home's first paint
 * (before any script) and the app's own marker then takes its place with the same words.
 */
export const DEMO_MARKER_LABEL: Readonly<Record<Language, string>> = { EN: 'Demo', UR: 'ڈیمو' };
