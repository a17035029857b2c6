import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { boot, prefetchSettings } from './app/boot.ts';
import { preloadScreen } from './app/routing/AppRoutes.tsx';
import { renderUpdatesInOwnTasks } from './shared/platform/renderScheduling.ts';
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
  renderUpdatesInOwnTasks();
  // Preact renders this in one task (it has no time slicing): the first render draws again only
  // what the page drew before any script, and the rest follows in parts (usePainted), so no task
  // of the start holds a phone's main thread for long.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
