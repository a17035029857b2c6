import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, transformWithOxc } from 'vite';

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

const BASE = '/m/';
const SERVICE_WORKER_SOURCE = path.resolve(import.meta.dirname, 'src/serviceWorker/sw.ts');
/** Files of public/ the installed app needs offline: the offline page, the manifest, the icons. */
const PUBLIC_PRECACHE = [
  'offline.html',
  'offline.css',
  'offline.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

/** The app itself: the page's small entry imports it once the page has painted (src/entry.ts). */
const APP_MODULE = /src\/main\.tsx$/;

/** The chunks matching `roots` with everything they import statically, and their styles. */
function chunkClosure(bundle: Rollup.OutputBundle, roots: (chunk: Rollup.OutputChunk) => boolean): string[] {
  const files = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && roots(chunk)) visit(chunk.fileName);
  }
  // In the order found: a chunk before what it imports, so the app's own chunk is asked for first.
  return [...files];
}

/** The entry's, the app's and the home screen's chunks with everything they import: home's first load. */
function firstLoadFiles(bundle: Rollup.OutputBundle): string[] {
  return chunkClosure(
    bundle,
    (chunk) =>
      chunk.isEntry ||
      APP_MODULE.test(chunk.facadeModuleId ?? '') ||
      /HomeScreen\.tsx$/.test(chunk.facadeModuleId ?? ''),
  ).sort();
}

/**
 * Refuses a build in which the app's chunks (src/main.tsx, which the page's small entry imports
 * once the page has painted) bring style files of their own. Vite's loader fetches every style file
 * of a chunk before running it, even one whose rules the page already carries inline: one more
 * round trip before the lobby starts. The app's styles belong in src/entry.ts, inlined into the page.
 */
function appStylesInPage(): Plugin {
  return {
    name: 'openlobby-app-styles-in-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = chunkClosure(bundle, (chunk) => APP_MODULE.test(chunk.facadeModuleId ?? ''));
      if (files.length === 0) this.error('no chunk for src/main.tsx: does src/entry.ts still import it?');
      // A style file the page carries inline must not come again with a lazy chunk either: it
      // would be fetched and applied a second time, restyling the whole lobby.
      const inline = new Set(
        chunkClosure(bundle, (chunk) => chunk.isEntry).filter((file) => file.endsWith('.css')),
      );
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const again = [...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => inline.has(file));
        if (again.length > 0) {
          this.error(
            `${chunk.fileName} loads styles the page already has inline (${again.join(', ')}): import them in src/entry.ts only`,
          );
        }
      }
      const styles = files.filter((file) => file.endsWith('.css'));
      if (styles.length > 0) {
        this.error(
          `the app's chunks bring style files (${styles.join(', ')}): import those styles in src/entry.ts only`,
        );
      }
    },
  };
}

/**
 * Builds src/serviceWorker/sw.ts into dist/sw.js (a plain script, fixed name): it precaches home's
 * first load and the offline page, and its cache is named after this build, so every build ships a
 * changed worker that replaces the old one and its cache.
 */
function serviceWorker(): Plugin {
  return {
    name: 'openlobby-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const precache = [...firstLoadFiles(bundle), ...PUBLIC_PRECACHE].map((file) => `${BASE}${file}`);
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const { code } = await transformWithOxc(
        readFileSync(SERVICE_WORKER_SOURCE, 'utf8'),
        SERVICE_WORKER_SOURCE,
      );
      const source = code
        // A worker registered as a classic script may not contain module syntax.
        .replace(/^export\s*\{\s*\};?\s*$/m, '')
        .replaceAll('__SW_VERSION__', JSON.stringify(version))
        .replaceAll('__SW_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/cdn', '/docs', '/healthz'];

export default defineConfig({
  base: BASE,
  plugins: [react(), inlineEntryStyles(), appStylesInPage(), serviceWorker(), precompress()],
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
