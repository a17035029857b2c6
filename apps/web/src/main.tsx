import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { boot, prefetchSettings } from './app/boot.ts';
import { preloadScreen } from './app/routing/AppRoutes.tsx';
import { registerServiceWorker } from './shared/platform/serviceWorker.ts';

// Start the network work first: the screen's chunk and the one settings call run while the
// language is prepared. The first render waits for the chunk too, so it shows the screen itself
// rather than suspending (the page's own splash stays up meanwhile; see lazyScreen).
const queryClient = createQueryClient();
// The worker exists only in the production build (vite.config.ts); it registers after load and idle.
if (import.meta.env.PROD) registerServiceWorker();
const screenReady = preloadScreen(window.location.pathname);
prefetchSettings(queryClient);
await Promise.all([boot(), screenReady]);

const root = document.getElementById('root');
if (root) {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone stays responsive to the reader's first
  // taps and scrolls); the page's own drawing stays up until it commits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
