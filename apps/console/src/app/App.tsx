import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PaymentsScreen } from '../payments/PaymentsScreen.tsx';
import { ApiFailure, createApiClient } from '../api/client.ts';
import { ApprovalsScreen } from '../approvals/ApprovalsScreen.tsx';
import { ChatScreen } from '../chat/ChatScreen.tsx';
import { GamesScreen } from '../games/GamesScreen.tsx';
import { LotteryScreen } from '../lottery/LotteryScreen.tsx';
import { ContentScreen } from '../content/ContentScreen.tsx';
import { PromotionsScreen } from '../promotions/PromotionsScreen.tsx';
import { RewardsScreen } from '../rewards/RewardsScreen.tsx';
import { RebatesScreen } from '../rebates/RebatesScreen.tsx';
import { AlertScreen } from '../compliance/AlertScreen.tsx';
import { ComplianceScreen } from '../compliance/ComplianceScreen.tsx';
import { ContractsScreen } from '../contracts/ContractsScreen.tsx';
import { InvitesScreen } from '../invites/InvitesScreen.tsx';
import { currentLanguage, isRtl } from '../i18n/i18n.ts';
import { MemberScreen } from '../members/MemberScreen.tsx';
import { MembersScreen } from '../members/MembersScreen.tsx';
import { AuditScreen } from '../screens/AuditScreen.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { OperatorsScreen } from '../screens/OperatorsScreen.tsx';
import { ReportsScreen } from '../reports/ReportsScreen.tsx';
import { SignInScreen } from '../screens/SignInScreen.tsx';
import { SettingsScreen } from '../settings/SettingsScreen.tsx';
import { createSessionStore } from '../session/session.ts';
import { ConsoleContext, type ConsoleServices } from './ConsoleContext.tsx';
import { RequireSession } from './RequireSession.tsx';
import { Shell } from './Shell.tsx';
import { SCREENS_BASE } from './navigation.ts';
import { theme } from './theme.ts';

/** The console is served under /ops/ (the server's console-app.ts); its screens under /ops/console/. */
export const BASENAME = '/ops';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (wrong role, ended session) does not change by asking again.
        retry: (count, error) => !(error instanceof ApiFailure && error.status >= 400) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Mantine's direction (menus, drawers) follows the language: Urdu reads right to left. */
function DirectionFollowsLanguage() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const rtl = isRtl(i18n.language === 'UR' ? 'UR' : 'EN');
  useEffect(() => setDirection(rtl ? 'rtl' : 'ltr'), [rtl, setDirection]);
  return null;
}

/** The session in this tab's storage and the API client that uses it. */
export function createConsoleServices(): ConsoleServices {
  const session = createSessionStore();
  const text = (key: 'error.network' | 'error.unexpected') => i18next.t(key);
  return { session, api: createApiClient({ session, language: currentLanguage, text }) };
}

export function App({ services }: { services: ConsoleServices }) {
  const { i18n } = useTranslation();
  const queryClient = useMemo(() => createQueryClient(), []);
  const language = i18n.language === 'UR' ? 'UR' : 'EN';

  return (
    <DirectionProvider initialDirection={isRtl(language) ? 'rtl' : 'ltr'} detectDirection>
      {/* No runtime <style> blocks: the page's CSP allows none; the default theme's variables come
          with @mantine/core/styles.css and the breakpoint classes with console.css. */}
      <DirectionFollowsLanguage />
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <QueryClientProvider client={queryClient}>
          <ConsoleContext.Provider value={services}>
            <BrowserRouter basename={BASENAME}>
              <Routes>
                <Route path={`${SCREENS_BASE}/sign-in`} element={<SignInScreen />} />
                <Route
                  path={SCREENS_BASE}
                  element={
                    <RequireSession>
                      <Shell />
                    </RequireSession>
                  }
                >
                  <Route index element={<HomeScreen />} />
                  <Route path="operators" element={<OperatorsScreen />} />
                  <Route path="audit" element={<AuditScreen />} />
                  <Route path="reports" element={<ReportsScreen />} />
                  <Route path="games" element={<GamesScreen />} />
                  <Route path="lottery" element={<LotteryScreen />} />
                  <Route path="settings" element={<SettingsScreen />} />
                  <Route path="content" element={<ContentScreen />} />
                  <Route path="promotions" element={<PromotionsScreen />} />
                  <Route path="rewards" element={<RewardsScreen />} />
                  <Route path="rebates" element={<RebatesScreen />} />
                  <Route path="invites" element={<InvitesScreen />} />
                  <Route path="members" element={<MembersScreen />} />
                  <Route path="members/:memberId" element={<MemberScreen />} />
                  <Route path="contracts" element={<ContractsScreen />} />
                  <Route path="compliance" element={<ComplianceScreen />} />
                  <Route path="compliance/alerts/:alertId" element={<AlertScreen />} />
                  <Route path="approvals" element={<ApprovalsScreen />} />
                  <Route path="payments" element={<PaymentsScreen />} />
                  <Route path="chat" element={<ChatScreen />} />
                  <Route path="*" element={<NotFoundScreen />} />
                </Route>
                <Route path="*" element={<Navigate to={SCREENS_BASE} replace />} />
              </Routes>
            </BrowserRouter>
          </ConsoleContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
