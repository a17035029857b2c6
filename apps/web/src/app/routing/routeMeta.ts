/**
 * The route table of spec 2.1 as data: canonical paths, their aliases and header titles. The
 * router and the layout rules both read this, so a path is declared exactly once.
 */
import { SOCIAL_CALLBACK_PATH } from '@openlobby/contract/client';
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
export const APP_DOWNLOAD_PATH = '/m/app';

/** Every spelling of home (spec 2.1). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;

/** Other spellings that open the same screen. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/m/register.html': '/m/register',
  '/m/messages': '/m/message',
};

export type ScreenKind =
  | 'home'
  | 'help'
  | 'helpDetail'
  | 'login'
  | 'socialLogin'
  | 'register'
  | 'changePsw'
  | 'forget'
  | 'memberHome'
  | 'trail'
  | 'rewardCenter'
  | 'cashback'
  | 'saferGambling'
  | 'accountHistory'
  | 'verification'
  | 'activity'
  | 'inviteFriends'
  | 'agentOverview'
  | 'agentDownlines'
  | 'agentTeam'
  | 'agentLinks'
  | 'agentTransfer'
  | 'agentIncome'
  | MessagingScreen
  | 'appDownload'
  | WalletScreen
  | LobbyScreen
  | 'lotteryLobby'
  | 'agentContract';

/** Messaging screens. */
export type MessagingScreen = 'notice' | 'messageCentre' | 'inbox';

/** Lobby screens. */
export type LobbyScreen = 'gameLobby' | 'gameList' | 'lotteryFrame' | 'slotsCentre' | 'gameCentre';

/** Wallet screens; the member-centre ones are ours, documented in README. */
export type WalletScreen =
  | 'deposit'
  | 'withdraw'
  | 'gameRecord'
  | 'bankCards'
  | 'paymentPassword'
  | 'transactions'
  | 'depositRecord'
  | 'withdrawRecord'
  | 'profitLoss';

export interface RouteMeta {
  path: string;
  /** Key under `title.*` in the locales. */
  title: string;
  screen: ScreenKind;
}

export const ROUTES: readonly RouteMeta[] = [
  { path: HOME_PATH, title: 'home', screen: 'home' },
  { path: LOGIN_PATH, title: 'login', screen: 'login' },
  // Where the identity provider returns a social sign-in (SOCIAL_CALLBACK_PATH of the contract).
  { path: SOCIAL_CALLBACK_PATH, title: 'login', screen: 'socialLogin' },
  { path: '/m/register', title: 'register', screen: 'register' },
  { path: '/m/changePsw', title: 'changePsw', screen: 'changePsw' },
  { path: '/m/forget', title: 'forget', screen: 'forget' },
  { path: '/m/help', title: 'help', screen: 'help' },
  { path: '/m/helpDetail', title: 'helpDetail', screen: 'helpDetail' },
  { path: '/m/notice', title: 'notice', screen: 'notice' },
  { path: '/m/message', title: 'message', screen: 'messageCentre' },
  { path: '/m/webEmail', title: 'webEmail', screen: 'inbox' },
  { path: '/m/activity', title: 'activity', screen: 'activity' },
  { path: '/m/game', title: 'game', screen: 'gameLobby' },
  { path: '/m/gameList', title: 'gameList', screen: 'gameList' },
  // The lottery frame (spec 2.11) around the lottery game page /lottery/.
  // Spec 2.1: /m/lottery is the lottery lobby; a tile opens /m/launchGame.
  { path: '/m/lottery', title: 'lottery', screen: 'lotteryLobby' },
  { path: '/m/startLottery', title: 'startLottery', screen: 'lotteryFrame' },
  { path: '/m/launchGame', title: 'launchGame', screen: 'lotteryFrame' },
  { path: APP_DOWNLOAD_PATH, title: 'app', screen: 'appDownload' },
  { path: '/m/member/home', title: 'memberHome', screen: 'memberHome' },
  { path: '/m/member/manualRebate', title: 'manualRebate', screen: 'cashback' },
  { path: '/m/member/saferGambling', title: 'saferGambling', screen: 'saferGambling' },
  { path: '/m/member/accountHistory', title: 'accountHistory', screen: 'accountHistory' },
  { path: '/m/member/verification', title: 'verification', screen: 'verification' },
  { path: '/m/member/agent/getSalaryContract', title: 'salaryContract', screen: 'agentContract' },
  { path: '/m/member/agent/getDevidendContract', title: 'dividendContract', screen: 'agentContract' },
  { path: '/m/member/agent/getHourContract', title: 'hourContract', screen: 'agentContract' },
  { path: '/m/member/agent', title: 'agentCentre', screen: 'agentOverview' },
  { path: '/m/member/agent/downlines', title: 'agentDownlines', screen: 'agentDownlines' },
  { path: '/m/member/agent/team', title: 'agentTeam', screen: 'agentTeam' },
  { path: '/m/member/agent/links', title: 'agentLinks', screen: 'agentLinks' },
  { path: '/m/member/agent/transfer', title: 'agentTransfer', screen: 'agentTransfer' },
  { path: '/m/member/agent/income', title: 'agentIncome', screen: 'agentIncome' },
  { path: '/m/voucherCenter', title: 'voucherCenter', screen: 'deposit' },
  { path: '/m/withdraw', title: 'withdraw', screen: 'withdraw' },
  { path: '/m/gameRecord', title: 'gameRecord', screen: 'gameRecord' },
  // Not in spec 2.1 (its member-centre screens are "not shown"): named after the platform family.
  { path: '/m/member/bankCards', title: 'bankCards', screen: 'bankCards' },
  { path: '/m/member/paymentPassword', title: 'paymentPassword', screen: 'paymentPassword' },
  { path: '/m/member/transactions', title: 'transactions', screen: 'transactions' },
  { path: '/m/member/depositRecord', title: 'depositRecord', screen: 'depositRecord' },
  { path: '/m/member/withdrawRecord', title: 'withdrawRecord', screen: 'withdrawRecord' },
  { path: '/m/member/profitLoss', title: 'profitLoss', screen: 'profitLoss' },
  { path: '/m/rewardCenter', title: 'rewardCenter', screen: 'rewardCenter' },
  { path: '/m/inviteFriends', title: 'inviteFriends', screen: 'inviteFriends' },
  { path: '/m/slotsCenter', title: 'slotsCenter', screen: 'slotsCentre' },
  { path: '/m/trail', title: 'trail', screen: 'trail' },
  { path: '/m/gameCenter', title: 'gameCenter', screen: 'gameCentre' },
];

const BY_PATH: ReadonlyMap<string, RouteMeta> = new Map(ROUTES.map((route) => [route.path, route]));

/** Every path a browser may open, aliases included (what the router registers). */
export const ALL_PATHS: readonly string[] = [
  ...HOME_ALIASES,
  ...Object.keys(PATH_ALIASES),
  ...ROUTES.map((route) => route.path).filter((path) => path !== HOME_PATH),
];

/**
 * The canonical path for any spelling, or null for an unknown path (which falls back to home).
 * A trailing slash is ignored except on the bare "/" and "/m/" home spellings.
 */
export function canonicalPath(pathname: string): string | null {
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return HOME_PATH;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((HOME_ALIASES as readonly string[]).includes(trimmed)) return HOME_PATH;
  const path = PATH_ALIASES[trimmed] ?? trimmed;
  return BY_PATH.has(path) ? path : null;
}

export function routeMeta(pathname: string): RouteMeta | null {
  const path = canonicalPath(pathname);
  return path === null ? null : (BY_PATH.get(path) ?? null);
}
