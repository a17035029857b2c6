import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { boot, prefetchSettings } from './app/boot.ts';
import { preloadScreen } from './app/routing/AppRoutes.tsx';
import { captureInstallPrompt } from './shared/platform/installPrompt.ts';
import { registerServiceWorker } from './shared/platform/serviceWorker.ts';
import './shared/theme/tokens.css';
import './shared/theme/base.css';
import './app/shell/shell.css';

// Start the network work first: the screen's chunk and the one settings call run while the
// language is prepared. The first render waits for the chunk too, so it shows the screen itself
// rather than suspending (the page's own splash stays up meanwhile; see lazyScreen).
const queryClient = createQueryClient();
captureInstallPrompt();
// The worker exists only in the production build (vite.config.ts); it registers after load and idle.
if (import.meta.env.PROD) registerServiceWorker();
const screenReady = preloadScreen(window.location.pathname);
prefetchSettings(queryClient);
await Promise.all([boot(), screenReady]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
