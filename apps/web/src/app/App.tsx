import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { SystemStatusGate } from '../features/system/components/SystemStatusGate.tsx';
import { i18n } from '../shared/i18n/i18n.ts';
import { FrameOverlayProvider } from '../shared/ui/FrameOverlay.tsx';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { BootSplash } from './shell/BootSplash.tsx';
import { DemoMarker } from './shell/DemoMarker.tsx';
import { renderRealityOverlay } from './shell/RealityOverlay.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One quiet retry covers a dropped packet on a phone network without hammering the server.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** Providers, the status gate and the shell around the routes. */
export function App({ queryClient }: { queryClient: QueryClient }): ReactElement {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <SystemStatusGate pending={<BootSplash />}>
            <FrameOverlayProvider value={renderRealityOverlay}>
              <AppShell>
                <AppRoutes />
              </AppShell>
            </FrameOverlayProvider>
          </SystemStatusGate>
          {/* Outside the gate, so the maintenance and region pages of a demo say so too. */}
          <DemoMarker />
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
