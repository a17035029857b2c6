import { type ReactElement, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScreenSpinner } from '../../shared/ui/Spinner.tsx';
import { ToastViewport } from '../../shared/ui/ToastViewport.tsx';
import { AfterPaint } from '../../shared/platform/AfterPaint.tsx';
import { layoutFor } from '../layout/layoutRules.ts';
import { lazyComponent } from '../routing/lazyScreen.ts';
import { BottomMenu } from './BottomMenu.tsx';
import { DownloadBar } from './DownloadBar.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { PageHeader } from './PageHeader.tsx';
import { ServiceSheetFailed, ServiceSheetLoading } from './ServiceSheetStates.tsx';
import { ShellDialogs } from './ShellDialogs.tsx';
import { SideMenu } from './SideMenu.tsx';
import { useDownloadBar } from './useDownloadBar.ts';
import { useFixedBarInsets } from './useFixedBarInsets.ts';
import { useRouteFocus } from './useRouteFocus.ts';
import { useShellStore } from './shellStore.ts';

// The download popup, its texts and styles load only when someone opens it.
const DownloadPopup = lazyComponent(() => import('../../features/appDownload/components/DownloadPopup.tsx'));
// The customer-service sheet and the messaging texts it needs load when someone asks for help.
// A failed load says so and offers Try again instead of leaving the tap unanswered.
const CustomerServiceSheet = lazyComponent(
  () => import('../../features/messaging/components/CustomerServiceSheet.tsx'),
  ServiceSheetFailed,
);

/** The frame around every screen, arranged by the layout rules of spec 2.2. */
export function AppShell({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const downloadBar = useDownloadBar();
  const barVisible = layout.topBanner && downloadBar.url !== null;
  const downloadPopupOpen = useShellStore((state) => state.overlay === 'appDownload');
  const serviceSheetOpen = useShellStore((state) => state.overlay === 'customerService');
  const closeOverlay = useShellStore((state) => state.close);
  const title = `${t(layout.titleKey)} · ${t('app.name')}`;
  useRouteFocus();
  useFixedBarInsets(pathname);

  // Each screen gets its own document title: tab lists, history and screen readers name it.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={layout.bottomMenu ? 'shell shell--with-menu' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {barVisible && <DownloadBar onClose={downloadBar.close} />}
      {layout.header === 'home' && <HomeHeader downloadBarVisible={barVisible} />}
      {layout.header === 'page' && <PageHeader titleKey={layout.titleKey} />}
      <main id="main" className="shell__main" tabIndex={-1}>
        {/* A boundary per screen: leaving a screen whose code or data is still on its way drops
            what it was waiting for, so the screen navigated to never waits on, or is replaced by,
            the one left behind. */}
        <Suspense key={pathname} fallback={<ScreenSpinner />}>
          {children}
        </Suspense>
      </main>
      {/* The page drew the header and the screen's top before any script: the app's first render
          draws those again and nothing else; the bottom menu and the closed dialogs follow, each in a
          task of its own. */}
      <AfterPaint>{layout.bottomMenu && <BottomMenu />}</AfterPaint>
      <AfterPaint>
        <SideMenu />
        <ShellDialogs />
        {downloadPopupOpen && (
          <Suspense fallback={null}>
            <DownloadPopup onClose={closeOverlay} />
          </Suspense>
        )}
        {serviceSheetOpen && (
          <Suspense fallback={<ServiceSheetLoading onClose={closeOverlay} />}>
            <CustomerServiceSheet onClose={closeOverlay} />
          </Suspense>
        )}
        <ToastViewport />
      </AfterPaint>
    </div>
  );
}
