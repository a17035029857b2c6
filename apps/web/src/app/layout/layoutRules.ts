import {
  SOCIAL_CALLBACK_PATH,
  STICKY_HEADER_THRESHOLD_REM,
  STICKY_HEADER_THRESHOLD_WITH_DOWNLOAD_BAR_REM,
} from '@openlobby/contract/client';
import { canonicalPath, HOME_PATH, LOGIN_PATH, routeMeta } from '../routing/routeMeta.ts';

/** Paths without the page header besides the home-type ones (spec 2.2). */
const HEADERLESS = new Set([
  LOGIN_PATH,
  // Ours, not the spec's: the social sign-in return is part of login and looks like it.
  SOCIAL_CALLBACK_PATH,
  '/m/register',
  '/m/message',
  '/m/app',
  '/m/gameList',
  '/m/lottery',
  '/m/forget',
]);

/** Paths whose back arrow always goes home (spec 2.2). */
const BACK_TO_HOME = new Set([
  LOGIN_PATH,
  SOCIAL_CALLBACK_PATH,
  '/m/register',
  '/m/trail',
  '/m/activity',
  '/m/forget',
]);

/** Paths without the bottom menu (spec 2.2). */
const WITHOUT_BOTTOM_MENU = new Set([
  LOGIN_PATH,
  SOCIAL_CALLBACK_PATH,
  '/m/register',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/help',
  '/m/helpDetail',
]);

export interface Layout {
  /** Canonical path; home for unknown paths, which the router sends home anyway. */
  path: string;
  homeType: boolean;
  /** The top banner (download-app bar) slot above the home header. */
  topBanner: boolean;
  /** 'home': logo header of spec 2.4; 'page': back arrow and title; 'none': the screen has no header. */
  header: 'home' | 'page' | 'none';
  leading: 'logo' | 'back' | 'none';
  /** Key under `title.*`. */
  titleKey: string;
  /** Where the header's back arrow goes: home, or one step back in history. */
  back: 'home' | 'history';
  bottomMenu: boolean;
}

/** Layout rules of spec 2.2 for any pathname, as plain data (no React, no DOM). */
export function layoutFor(pathname: string): Layout {
  const path = canonicalPath(pathname) ?? HOME_PATH;
  const homeType = path === HOME_PATH;
  const header = homeType ? 'home' : HEADERLESS.has(path) ? 'none' : 'page';
  return {
    path,
    homeType,
    topBanner: homeType,
    header,
    leading: header === 'home' ? 'logo' : header === 'page' ? 'back' : 'none',
    titleKey: `title.${routeMeta(path)?.title ?? 'home'}`,
    back: BACK_TO_HOME.has(path) ? 'home' : 'history',
    bottomMenu: !WITHOUT_BOTTOM_MENU.has(path),
  };
}

export type BackTarget = typeof HOME_PATH | -1;

/**
 * The separate back button of spec 2.2: home when history has one entry or fewer (a deep link would
 * otherwise leave the lobby), else one step back. `historyDepth` counts this lobby's own entries up
 * to the current one: the browser's history.length also counts other sites and a new tab's blank
 * page, so it cannot tell whether "back" stays in the lobby.
 */
export function separateBackTarget(historyDepth: number): BackTarget {
  return historyDepth <= 1 ? HOME_PATH : -1;
}

/** The header back arrow: home from login, register, trail, activity and forget; else one step back. */
export function headerBackTarget(pathname: string, historyDepth: number): BackTarget {
  return layoutFor(pathname).back === 'home' ? HOME_PATH : separateBackTarget(historyDepth);
}

/** Entries of this lobby session up to the current one, from the router's index in history.state. */
export function lobbyHistoryDepth(state: unknown): number {
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index + 1 : 1;
}

/** The app-download button in the home header shows on the /m/home path only (spec 2.4). */
export function showsHeaderDownload(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === HOME_PATH;
}

/** Scroll distance after which the sticky header becomes fixed (spec 2.2), in CSS pixels. */
export function stickyThresholdPx(downloadBarVisible: boolean, rootFontSizePx: number): number {
  const rem = downloadBarVisible
    ? STICKY_HEADER_THRESHOLD_WITH_DOWNLOAD_BAR_REM
    : STICKY_HEADER_THRESHOLD_REM;
  return rem * rootFontSizePx;
}
