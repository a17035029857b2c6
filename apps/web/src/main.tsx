import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App.tsx';
import { boot } from './app/boot.ts';
import { preloadScreen } from './app/routing/AppRoutes.tsx';
import './shared/theme/tokens.css';
import './shared/theme/base.css';
import './app/shell/shell.css';

preloadScreen(window.location.pathname);
await boot();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
