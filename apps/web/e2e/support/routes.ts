/** Every path of spec 2.1 with what a player must see there (English texts). */
export interface RouteExpectation {
  path: string;
  /** home: the home header; page: back arrow and title; none: the screen has no shell header. */
  header: 'home' | 'page' | 'none';
  title: string;
  bottomMenu: boolean;
  /** Where a guest lands instead (screens that need a member session). */
  guestLandsOn?: string;
  /**
   * A screen around a frame: the frame's title and a text its page shows once it has run (with no
   * game named, the lottery says so), so its console errors have had their chance to appear.
   */
  frame?: { title: string; shows: string };
}

/** Screens under the page header (back arrow and title), or with no shell header at all. */
const withHeader =
  (header: 'page' | 'none') =>
  (path: string, title: string, bottomMenu: boolean): RouteExpectation => ({
    path,
    header,
    title,
    bottomMenu,
  });
const page = withHeader('page');
const bare = withHeader('none');
/** A member-only screen: a guest is sent to the login screen (spec 4, 6). */
const membersOnly = (path: string): RouteExpectation => ({
  ...bare(path, 'Log in', false),
  guestLandsOn: '/m/login',
});
const LOTTERY_FRAME = { title: 'Lottery', shows: 'This lottery is not available.' };
const home = (path: string): RouteExpectation => ({ path, header: 'home', title: 'Home', bottomMenu: true });

export const ROUTE_EXPECTATIONS: RouteExpectation[] = [
  home('/m'),
  home('/m/'),
  home('/m/index'),
  home('/m/index.html'),
  home('/m/home'),
  bare('/m/login', 'Log in', false),
  bare('/m/login/social', 'Log in', false),
  bare('/m/register', 'Register', false),
  bare('/m/register.html', 'Register', false),
  membersOnly('/m/changePsw'),
  bare('/m/forget', 'Forgot password', false),
  page('/m/help', 'Help centre', false),
  page('/m/helpDetail', 'Help centre', false),
  page('/m/notice', 'Announcements', false),
  bare('/m/message', 'Message centre', true),
  bare('/m/messages', 'Message centre', true),
  membersOnly('/m/webEmail'),
  page('/m/activity', 'Promotions', true),
  page('/m/game', 'Game lobby', true),
  bare('/m/gameList', 'Game list', false),
  bare('/m/lottery', 'Lottery', false),
  { ...page('/m/startLottery', 'Lottery game', true), frame: LOTTERY_FRAME },
  { ...page('/m/launchGame', 'Lottery game', true), frame: LOTTERY_FRAME },
  bare('/m/app', 'App download', false),
  membersOnly('/m/member/home'),
  membersOnly('/m/member/manualRebate'),
  membersOnly('/m/member/saferGambling'),
  membersOnly('/m/member/verification'),
  membersOnly('/m/member/agent/getSalaryContract'),
  membersOnly('/m/member/agent/getDevidendContract'),
  membersOnly('/m/member/agent/getHourContract'),
  membersOnly('/m/voucherCenter'),
  membersOnly('/m/withdraw'),
  membersOnly('/m/gameRecord'),
  membersOnly('/m/member/bankCards'),
  membersOnly('/m/member/paymentPassword'),
  membersOnly('/m/member/transactions'),
  membersOnly('/m/member/depositRecord'),
  membersOnly('/m/member/withdrawRecord'),
  membersOnly('/m/member/profitLoss'),
  membersOnly('/m/rewardCenter'),
  membersOnly('/m/inviteFriends'),
  page('/m/slotsCenter', 'Slots centre', false),
  page('/m/trail', 'Free trial', true),
  page('/m/gameCenter', 'Game centre', true),
];
