import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyScreen } from './lazyScreen.ts';
import { ALL_PATHS, HOME_PATH, routeMeta, type RouteMeta } from './routeMeta.ts';

const HomeScreen = lazyScreen(() => import('../screens/HomeScreen.tsx'));
const HelpListScreen = lazyScreen(() => import('../../features/content/components/HelpListScreen.tsx'));
const HelpDetailScreen = lazyScreen(() => import('../../features/content/components/HelpDetailScreen.tsx'));
const LoginScreen = lazyScreen(() => import('../../features/accounts/screens/LoginScreen.tsx'));
const RegisterScreen = lazyScreen(() => import('../../features/accounts/screens/RegisterScreen.tsx'));
const ChangePasswordScreen = lazyScreen(
  () => import('../../features/accounts/screens/ChangePasswordScreen.tsx'),
);
const ForgetScreen = lazyScreen(() => import('../../features/accounts/screens/ForgetScreen.tsx'));
const SocialCallbackScreen = lazyScreen(
  () => import('../../features/accounts/screens/SocialCallbackScreen.tsx'),
);
const TrialScreen = lazyScreen(() => import('../../features/accounts/screens/TrialScreen.tsx'));
const MemberHomeScreen = lazyScreen(() => import('../screens/MemberHomeRoute.tsx'));
const AppDownloadScreen = lazyScreen(() => import('../screens/AppDownloadRoute.tsx'));
/** Wallet screens: each its own chunk, none in the home bundle. */
const WALLET_SCREENS = {
  deposit: lazyScreen(() => import('../../features/wallet/screens/DepositScreen.tsx')),
  withdraw: lazyScreen(() => import('../../features/wallet/screens/WithdrawScreen.tsx')),
  gameRecord: lazyScreen(() => import('../../features/wallet/screens/GameRecordScreen.tsx')),
  bankCards: lazyScreen(() => import('../../features/wallet/screens/BankCardsScreen.tsx')),
  paymentPassword: lazyScreen(() => import('../../features/wallet/screens/PaymentPasswordScreen.tsx')),
  transactions: lazyScreen(() => import('../../features/wallet/screens/TransactionsScreen.tsx')),
  profitLoss: lazyScreen(() => import('../../features/wallet/screens/ProfitLossScreen.tsx')),
  depositRecord: lazyScreen(() => import('../../features/wallet/screens/DepositRecordScreen.tsx')),
  withdrawRecord: lazyScreen(() => import('../../features/wallet/screens/WithdrawRecordScreen.tsx')),
} as const;

const RewardCenterScreen = lazyScreen(() => import('../../features/rewards/screens/RewardCenterScreen.tsx'));

/** Messaging screens: notices, message centre, inbox. */
const MESSAGING_SCREENS = {
  notice: lazyScreen(() => import('../../features/messaging/screens/NoticeScreen.tsx')),
  messageCentre: lazyScreen(() => import('../../features/messaging/screens/MessageCentreScreen.tsx')),
  inbox: lazyScreen(() => import('../../features/messaging/screens/InboxScreen.tsx')),
} as const;

/** Lobby screens: the home game area is its own chunk too (HomeScreen). */
const LOBBY_SCREENS = {
  gameLobby: lazyScreen(() => import('../../features/games/screens/GameLobbyScreen.tsx')),
  gameList: lazyScreen(() => import('../../features/games/screens/GameListScreen.tsx')),
  lotteryFrame: lazyScreen(() => import('../../features/games/screens/LotteryFrameScreen.tsx')),
  slotsCentre: lazyScreen(() => import('../../features/games/screens/SlotsCenterScreen.tsx')),
  gameCentre: lazyScreen(() => import('../../features/games/screens/GameCenterScreen.tsx')),
} as const;

const SCREENS = {
  login: LoginScreen,
  socialLogin: SocialCallbackScreen,
  trail: TrialScreen,
  register: RegisterScreen,
  changePsw: ChangePasswordScreen,
  forget: ForgetScreen,
  memberHome: MemberHomeScreen,
  rewardCenter: RewardCenterScreen,
  cashback: lazyScreen(() => import('../../features/rewards/screens/CashbackScreen.tsx')),
  saferGambling: lazyScreen(() => import('../../features/protection/screens/SaferGamblingScreen.tsx')),
  accountHistory: lazyScreen(() => import('../../features/protection/screens/AccountHistoryScreen.tsx')),
  verification: lazyScreen(() => import('../../features/verification/screens/VerificationScreen.tsx')),
  activity: lazyScreen(() => import('../../features/promotions/screens/ActivityScreen.tsx')),
  inviteFriends: lazyScreen(() => import('../../features/invites/screens/InviteFriendsScreen.tsx')),
  agentOverview: lazyScreen(() => import('../../features/agents/screens/AgentOverviewScreen.tsx')),
  agentDownlines: lazyScreen(() => import('../../features/agents/screens/DownlinesScreen.tsx')),
  agentTeam: lazyScreen(() => import('../../features/agents/screens/TeamScreen.tsx')),
  agentLinks: lazyScreen(() => import('../../features/agents/screens/AgentLinksScreen.tsx')),
  agentTransfer: lazyScreen(() => import('../../features/agents/screens/AgentTransferScreen.tsx')),
  agentContract: lazyScreen(() => import('../../features/contracts/screens/ContractRoute.tsx')),
  agentIncome: lazyScreen(() => import('../../features/agents/screens/AgentIncomeScreen.tsx')),
  appDownload: AppDownloadScreen,
  ...WALLET_SCREENS,
  ...LOBBY_SCREENS,
  ...MESSAGING_SCREENS,
  lotteryLobby: lazyScreen(() => import('../../features/lottery/screens/LotteryLobbyScreen.tsx')),
} as const;

/** Fetches the chunk of the screen at `pathname` before React asks for it. */
export function preloadScreen(pathname: string): Promise<void> {
  const meta = routeMeta(pathname);
  if (!meta || meta.screen === 'home') return HomeScreen.preload();
  if (meta.screen === 'help') return HelpListScreen.preload();
  if (meta.screen === 'helpDetail') return HelpDetailScreen.preload();
  return SCREENS[meta.screen].preload();
}

function screenFor(meta: RouteMeta): ReactElement {
  switch (meta.screen) {
    case 'home':
      return <HomeScreen />;
    case 'help':
      return <HelpListScreen />;
    case 'helpDetail':
      return <HelpDetailScreen />;
    default: {
      const Screen = SCREENS[meta.screen];
      return <Screen />;
    }
  }
}

/** Routes of spec 2.1, every alias included; anything else goes home by replacement. */
export function AppRoutes(): ReactElement {
  const paths = [...new Set(ALL_PATHS.map((path) => (path === '/m/' ? '/m' : path)))];
  return (
    <Routes>
      {paths.map((path) => {
        const meta = routeMeta(path);
        return meta ? <Route key={path} path={path} element={screenFor(meta)} /> : null;
      })}
      <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
    </Routes>
  );
}
