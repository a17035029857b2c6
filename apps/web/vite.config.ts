import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `.br` and `.gz` beside every text asset so the server can send precompressed files instead
 * of compressing on each request (phones on slow networks get the smallest bytes at no CPU cost).
 * It reads the files back after they are written: in generateBundle the chunks still hold
 * placeholders that Vite fills in later.
 */
function precompress(): Plugin {
  return {
    name: 'openlobby-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const bytes = readFileSync(filePath);
        writeFileSync(
          `${filePath}.br`,
          brotliCompressSync(bytes, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${filePath}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the entry's stylesheet into the built page instead of linking it. Linked, it was one
 * more round trip before the splash could paint, and on a slow phone the browser had often
 * fetched and run the framework's scripts by then; inline, the splash paints as soon as the page
 * arrives. The server allows exactly this style block by its hash in the page's CSP.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'openlobby-inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/m\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.trim()}</style>`;
          },
        );
      },
    },
  };
}

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/cdn', '/docs', '/healthz'];

export default defineConfig({
  base: '/m/',
  plugins: [react(), inlineEntryStyles(), precompress()],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every screen runs on arrive as one file instead of a dozen: on a phone's
        // slow connection each extra request of the first load costs a round trip.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              // Only TanStack Query: TanStack Virtual serves the long game lists alone and stays
              // in their chunk, off the first load.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, 'http://localhost:3000'])),
  },
});
