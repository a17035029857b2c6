import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { boot, prefetchSettings } from './app/boot.ts';
import { preloadScreen } from './app/routing/AppRoutes.tsx';
import './shared/theme/tokens.css';
import './shared/theme/base.css';
import './app/shell/shell.css';

// Start the network work first: the screen's chunk and the one settings call run while the
// language is prepared. The first render waits for the chunk too, so it shows the screen itself
// rather than suspending (the page's own splash stays up meanwhile; see lazyScreen).
const queryClient = createQueryClient();
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
