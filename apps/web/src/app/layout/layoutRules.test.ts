import { describe, expect, it } from 'vitest';
import { ALL_PATHS, canonicalPath } from '../routing/routeMeta.ts';
import {
  headerBackTarget,
  layoutFor,
  lobbyHistoryDepth,
  separateBackTarget,
  showsHeaderDownload,
  stickyThresholdPx,
} from './layoutRules.ts';

type Row = [
  path: string,
  header: 'home' | 'page' | 'none',
  title: string,
  bottomMenu: boolean,
  back: 'home' | 'history',
];

/** Every path of spec 2.1 (aliases included) with what spec 2.2 says about it. */
const TABLE: Row[] = [
  ['/', 'home', 'title.home', true, 'history'],
  ['/m', 'home', 'title.home', true, 'history'],
  ['/m/', 'home', 'title.home', true, 'history'],
  ['/m/index', 'home', 'title.home', true, 'history'],
  ['/m/index.html', 'home', 'title.home', true, 'history'],
  ['/m/home', 'home', 'title.home', true, 'history'],
  ['/m/login', 'none', 'title.login', false, 'home'],
  // Ours: where a social sign-in returns; it looks like login and its back goes home too.
  ['/m/login/social', 'none', 'title.login', false, 'home'],
  ['/m/register', 'none', 'title.register', false, 'home'],
  ['/m/register.html', 'none', 'title.register', false, 'home'],
  ['/m/changePsw', 'page', 'title.changePsw', false, 'history'],
  ['/m/forget', 'none', 'title.forget', false, 'home'],
  ['/m/help', 'page', 'title.help', false, 'history'],
  ['/m/helpDetail', 'page', 'title.helpDetail', false, 'history'],
  ['/m/notice', 'page', 'title.notice', false, 'history'],
  ['/m/message', 'none', 'title.message', true, 'history'],
  ['/m/messages', 'none', 'title.message', true, 'history'],
  ['/m/webEmail', 'page', 'title.webEmail', true, 'history'],
  ['/m/activity', 'page', 'title.activity', true, 'home'],
  ['/m/game', 'page', 'title.game', true, 'history'],
  ['/m/gameList', 'none', 'title.gameList', false, 'history'],
  ['/m/lottery', 'none', 'title.lottery', false, 'history'],
  ['/m/startLottery', 'page', 'title.startLottery', true, 'history'],
  ['/m/launchGame', 'page', 'title.launchGame', true, 'history'],
  ['/m/app', 'none', 'title.app', false, 'history'],
  ['/m/member/home', 'page', 'title.memberHome', true, 'history'],
  ['/m/member/manualRebate', 'page', 'title.manualRebate', true, 'history'],
  ['/m/member/saferGambling', 'page', 'title.saferGambling', true, 'history'],
  ['/m/member/accountHistory', 'page', 'title.accountHistory', true, 'history'],
  ['/m/member/verification', 'page', 'title.verification', true, 'history'],
  ['/m/member/agent/getSalaryContract', 'page', 'title.salaryContract', true, 'history'],
  ['/m/member/agent/getDevidendContract', 'page', 'title.dividendContract', true, 'history'],
  ['/m/member/agent/getHourContract', 'page', 'title.hourContract', true, 'history'],
  ['/m/member/agent', 'page', 'title.agentCentre', true, 'history'],
  ['/m/member/agent/downlines', 'page', 'title.agentDownlines', true, 'history'],
  ['/m/member/agent/team', 'page', 'title.agentTeam', true, 'history'],
  ['/m/member/agent/links', 'page', 'title.agentLinks', true, 'history'],
  ['/m/member/agent/transfer', 'page', 'title.agentTransfer', true, 'history'],
  ['/m/member/agent/income', 'page', 'title.agentIncome', true, 'history'],
  ['/m/voucherCenter', 'page', 'title.voucherCenter', true, 'history'],
  ['/m/withdraw', 'page', 'title.withdraw', true, 'history'],
  ['/m/gameRecord', 'page', 'title.gameRecord', true, 'history'],
  // Wallet screens the spec leaves out: header with back, bottom menu kept.
  ['/m/member/bankCards', 'page', 'title.bankCards', true, 'history'],
  ['/m/member/paymentPassword', 'page', 'title.paymentPassword', true, 'history'],
  ['/m/member/transactions', 'page', 'title.transactions', true, 'history'],
  ['/m/member/depositRecord', 'page', 'title.depositRecord', true, 'history'],
  ['/m/member/withdrawRecord', 'page', 'title.withdrawRecord', true, 'history'],
  ['/m/member/profitLoss', 'page', 'title.profitLoss', true, 'history'],
  ['/m/rewardCenter', 'page', 'title.rewardCenter', true, 'history'],
  ['/m/inviteFriends', 'page', 'title.inviteFriends', true, 'history'],
  ['/m/slotsCenter', 'page', 'title.slotsCenter', false, 'history'],
  ['/m/trail', 'page', 'title.trail', true, 'home'],
  ['/m/gameCenter', 'page', 'title.gameCenter', true, 'history'],
];

describe('layout rules of spec 2.2', () => {
  it('covers every registered path exactly once', () => {
    expect(TABLE.map(([path]) => path).sort()).toEqual([...ALL_PATHS].sort());
  });

  it.each(TABLE)(
    '%s: header %s, title %s, bottom menu %s, back %s',
    (path, header, title, bottomMenu, back) => {
      const layout = layoutFor(path);
      expect(layout.header).toBe(header);
      expect(layout.titleKey).toBe(title);
      expect(layout.bottomMenu).toBe(bottomMenu);
      expect(layout.back).toBe(back);
      expect(layout.topBanner).toBe(header === 'home');
      expect(layout.leading).toBe(header === 'home' ? 'logo' : header === 'page' ? 'back' : 'none');
    },
  );

  it('treats unknown paths as home-bound and ignores a trailing slash', () => {
    expect(canonicalPath('/m/nowhere')).toBeNull();
    expect(layoutFor('/m/nowhere').path).toBe('/m/home');
    expect(canonicalPath('/m/help/')).toBe('/m/help');
  });

  it('sends the back arrow home from login-type paths and on a one-entry history', () => {
    expect(headerBackTarget('/m/activity', 5)).toBe('/m/home');
    expect(headerBackTarget('/m/help', 5)).toBe(-1);
    expect(headerBackTarget('/m/help', 1)).toBe('/m/home');
    expect(separateBackTarget(0)).toBe('/m/home');
    expect(separateBackTarget(2)).toBe(-1);
  });

  it('counts history depth from the router index, treating a missing index as a first entry', () => {
    expect(lobbyHistoryDepth({ idx: 0 })).toBe(1);
    expect(lobbyHistoryDepth({ idx: 3 })).toBe(4);
    expect(lobbyHistoryDepth(null)).toBe(1);
  });

  it('shows the header download button on /m/home only', () => {
    expect(showsHeaderDownload('/m/home')).toBe(true);
    expect(showsHeaderDownload('/m')).toBe(false);
    expect(showsHeaderDownload('/m/help')).toBe(false);
  });

  it('uses 2.44 rem with the download bar and 1.24 rem without', () => {
    expect(stickyThresholdPx(true, 16)).toBeCloseTo(39.04);
    expect(stickyThresholdPx(false, 16)).toBeCloseTo(19.84);
  });
});
