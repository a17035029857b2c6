import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/lib/precompress.mjs';

/** Text assets worth compressing; fonts are already compressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * The operator console, served by the server under /ops/ (apps/server/src/web/console-app.ts):
 * the page at /ops/, its hashed files under /ops/assets/. No inline script or style: the page runs
 * under the lobby's CSP.
 */
export default defineConfig({
  base: '/ops/',
  plugins: [react(), precompress('openlobby-console-precompress', COMPRESSIBLE)],
  build: {
    target: 'es2022',
    // Fonts inlined as data: URLs would be fine for the CSP, but they belong in their own cached files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zod)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    // The operator API (and the server-drawn chat page) from a server running with `npm run dev`.
    proxy: {
      '^/ops/(?!console|assets|src|@|node_modules)': 'http://localhost:3000',
    },
  },
});
