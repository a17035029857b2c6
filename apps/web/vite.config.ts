import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rollup, transformWithOxc } from 'vite';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { preactRuntime } from './preact.config.ts';
import { SERVER_PATHS } from './src/shared/api/serverPaths.ts';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

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

/** The zod builders the contract and the lobby call (`z.string()`, `z.object({...})`, ...). */
const ZOD_BUILDERS = [
  'array',
  'boolean',
  'coerce',
  'custom',
  'discriminatedUnion',
  'enum',
  'iso',
  'literal',
  'number',
  'object',
  'record',
  'strictObject',
  'string',
  'union',
  'unknown',
];

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
const ENTRY_MODULE = path.resolve(import.meta.dirname, 'src/entry.ts');
const APP_MODULE_ID = path.resolve(import.meta.dirname, 'src/main.tsx');
const HOME_SCREEN_MODULE = path.resolve(import.meta.dirname, 'src/app/screens/HomeScreen.tsx');

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
 * Refuses a build in which home's first load carries zod. The lobby checks answers against the
 * contract's schemas only in development and tests; in the build a schema is code for forms and
 * screens that load later. One module-level schema call in a file the first load imports (an
 * error catalogue beside its schemas, say) once brought all of zod, a quarter of the first load.
 */
function noSchemasOnFirstLoad(): Plugin {
  return {
    name: 'openlobby-no-schemas-on-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const fileName of firstLoadFiles(bundle)) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        if (!Object.keys(chunk.modules).some((id) => /node_modules[\\/]zod[\\/]/.test(id))) continue;
        this.error(
          `home's first load (${fileName}) carries zod: a module it imports builds a schema at its top level; keep schemas out of what the first load imports`,
        );
      }
    },
  };
}

/** V8's file-level compile hint (Chrome 136+); it must be the file's first line. */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts of home's first load for eager compilation. Compiled lazily, each function was
 * compiled on the main thread the first time it ran, and nearly all of them run while home starts:
 * a slow phone spent its first seconds compiling React's render path piece by piece, in long tasks
 * it could not answer a tap during. Marked, V8 compiles them on a background thread while they
 * stream in. Lazy screens stay lazy: most of their functions never run on load.
 */
function compileHints(): Plugin {
  return {
    name: 'openlobby-compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the written files (Vite rewrites some chunks' code after generateBundle), and before the
    // precompression plugin reads them back.
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options, bundle) {
        const outDir = options.dir ?? 'dist';
        for (const fileName of firstLoadFiles(bundle)) {
          if (!fileName.endsWith('.js')) continue;
          const filePath = path.join(outDir, fileName);
          const code = readFileSync(filePath, 'utf8');
          if (!code.startsWith(COMPILE_ALL_HINT)) writeFileSync(filePath, COMPILE_ALL_HINT + code);
        }
      },
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
        .replaceAll('__SW_PRECACHE__', JSON.stringify(precache))
        .replaceAll('__SW_SERVER_PATHS__', JSON.stringify(SERVER_PATHS));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** The modules `roots` import statically, the roots included. */
function staticClosure(context: Rollup.ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Names the chunks of home's first load: 'boot' for what the page's entry imports, 'lobby' for what
 * src/main.tsx and the home screen import besides. Every other module is left to Rolldown.
 */
function firstLoadChunkName(
  chunk: 'boot' | 'lobby',
): (moduleId: string, context: Rollup.ChunkingContext) => string | null {
  let members: Set<string> | undefined;
  return (moduleId, context) => {
    if (members === undefined) {
      const boot = staticClosure(context, [ENTRY_MODULE]);
      boot.delete(ENTRY_MODULE);
      // The entry's styles stay with the entry: the build inlines them into the page.
      for (const id of boot) if (/\.css($|\?)/.test(id)) boot.delete(id);
      members =
        chunk === 'boot'
          ? boot
          : new Set(
              [...staticClosure(context, [APP_MODULE_ID, HOME_SCREEN_MODULE])].filter(
                // src/main.tsx keeps a file of its own: its top-level await waits for the screen's
                // chunk, which imports this one, so sharing a file would have them wait on each other.
                (id) => id !== APP_MODULE_ID && !boot.has(id),
              ),
            );
    }
    return members.has(moduleId) ? chunk : null;
  };
}

export default defineConfig({
  base: BASE,
  ...preactRuntime,
  plugins: [
    inlineEntryStyles(),
    appStylesInPage(),
    noSchemasOnFirstLoad(),
    compileHints(),
    serviceWorker(),
    precompress('openlobby-precompress', COMPRESSIBLE),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // TanStack Query marks its files "use client" for React Server Components, which the lobby
      // does not use: the directive means nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      // Building a zod schema has no side effect: a contract schema no screen uses is dropped, with
      // the constants it names, which would otherwise stay in the first load's copy of the contract.
      // Each builder by its full name: a bare 'z' would also match every call of a minified
      // library's function that happens to be named z (Preact's own renderer is one).
      treeshake: { manualPureFunctions: ZOD_BUILDERS.map((name) => `z.${name}`) },
      output: {
        // The libraries every screen runs on arrive as one file instead of a dozen: on a phone's
        // slow connection each extra request of the first load costs a round trip.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              priority: 2,
              // Only TanStack Query: TanStack Virtual serves the long game lists alone and stays
              // in their chunk, off the first load.
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query)|zustand|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            {
              // What the page's entry runs before the app (its loader, the shell-paint wait, the
              // install prompt): shared with the app, so kept out of the app's file below, which the
              // entry would otherwise load, app and all, before the page has painted.
              name: firstLoadChunkName('boot'),
              priority: 3,
            },
            {
              // The app and the home screen as one file: split by Rolldown along every lazy screen's
              // imports they were some forty files, many under 300 bytes, each a request and a module
              // record on the phone before home could run.
              name: firstLoadChunkName('lobby'),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // Every server path, so `npm run dev` serves what the built app meets (the lottery, chat, studio).
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, 'http://localhost:3000'])),
  },
});
