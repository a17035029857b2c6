import {
  type BannerItem,
  type ConsolidatedSettingsValue,
  type CurrencyFormat,
  type CustomerServiceItem,
  DEFAULT_CURRENCY,
  type DownloadLinkItem,
  type ExclusionInForce,
  GameCategory,
  type MemberType,
  type NoticeItem,
  SystemStatus,
  type TemplatesValue,
  TemplateVersion,
  type WhitelabelFlag,
} from '@openlobby/contract/client';
import { create } from 'zustand';
import { readSessionInfo, readStoredMember, type SessionInfo } from '../session/sessionInfo.ts';

/** Member info of spec section 3; filled by the accounts feature once login exists. */
export interface MemberInfo {
  customerId: number;
  nickname: string;
  account: string;
  type: MemberType;
  clubLabelName: string | null;
  currencySymbol: string;
  /** The time-out or self-exclusion in force (home's banner); null: none. */
  exclusion: ExclusionInForce | null;
}

export interface UnreadCounts {
  announcementUnreadCount: number;
  chatUnreadCount: number;
  inboxUnreadCount: number;
  totalUnreadCount: number;
}

/**
 * The common store of spec section 3. Fields that later features fill (catalogue, hot games,
 * lottery lists, popups…) are declared now with empty values so every feature shares one shape.
 */
export interface CommonState {
  session: SessionInfo | null;
  memberInfo: MemberInfo | null;
  banners: BannerItem[];
  notice: NoticeItem[];
  activity: unknown[];
  catalogue: unknown[];
  icons: unknown[];
  loginPopupList: unknown[];
  affiliateCode: string;
  registerCount: number;
  vassGameTypes: unknown[];
  lotteryList: unknown[];
  downloadLinks: DownloadLinkItem[];
  /** The operator's app-download campaign end (ISO 8601), or null (spec 2.14's random deadline). */
  downloadCampaignEndsAt: string | null;
  customerService: CustomerServiceItem[];
  numeroList: unknown[];
  popup: unknown[];
  chatUrl: string;
  hotGames: unknown[];
  template: TemplatesValue;
  systemStatus: SystemStatus;
  ip: string;
  imageCDNs: string[];
  fallbackImageCdn: string;
  unreadCounts: UnreadCounts;
  homeGameCategory: GameCategory;
  whitelabel: Partial<Record<WhitelabelFlag, boolean>>;
  currency: CurrencyFormat;
  liveModelsAvailable: boolean;
  merchantName: string;
}

interface CommonActions {
  applySettings: (settings: ConsolidatedSettingsValue) => void;
  setSession: (session: SessionInfo | null) => void;
  setHomeGameCategory: (category: GameCategory) => void;
}

export const DEFAULT_CURRENCY_FORMAT: CurrencyFormat = { ...DEFAULT_CURRENCY, scale: 2 };

const NO_UNREAD: UnreadCounts = {
  announcementUnreadCount: 0,
  chatUnreadCount: 0,
  inboxUnreadCount: 0,
  totalUnreadCount: 0,
};

export function initialCommonState(): CommonState {
  const session = readSessionInfo();
  return {
    session,
    memberInfo: session && readStoredMember(session.token),
    banners: [],
    notice: [],
    activity: [],
    catalogue: [],
    icons: [],
    loginPopupList: [],
    affiliateCode: '',
    registerCount: 0,
    vassGameTypes: [],
    lotteryList: [],
    downloadLinks: [],
    downloadCampaignEndsAt: null,
    customerService: [],
    numeroList: [],
    popup: [],
    chatUrl: '',
    hotGames: [],
    template: { mem_cen: TemplateVersion.BASE, dep_func: TemplateVersion.BASE },
    systemStatus: SystemStatus.NORMAL,
    ip: '',
    imageCDNs: [],
    fallbackImageCdn: '',
    unreadCounts: NO_UNREAD,
    homeGameCategory: GameCategory.HOT,
    whitelabel: {},
    currency: DEFAULT_CURRENCY_FORMAT,
    liveModelsAvailable: false,
    merchantName: '',
  };
}

export const useCommonStore = create<CommonState & CommonActions>()((set) => ({
  ...initialCommonState(),
  applySettings: (settings) =>
    set({
      banners: settings.banners,
      notice: settings.notices,
      downloadLinks: settings.downloadLinks,
      // Settings cached by an older build lack the field.
      downloadCampaignEndsAt: settings.downloadCampaignEndsAt ?? null,
      customerService: settings.customerService,
      template: settings.templates,
      systemStatus: settings.status.status,
      ip: settings.status.ip,
      imageCDNs: settings.imageCdns,
      fallbackImageCdn: settings.fallbackImageCdn,
      whitelabel: settings.whitelabel,
      currency: settings.currency,
      liveModelsAvailable: settings.liveModelsAvailable,
      merchantName: settings.merchantName,
    }),
  setSession: (session) => set({ session }),
  setHomeGameCategory: (category) => set({ homeGameCategory: category }),
}));

/** True when a member session exists (spec section 3: presence of session info). */
export function useIsLoggedIn(): boolean {
  return useCommonStore((state) => state.session !== null);
}
