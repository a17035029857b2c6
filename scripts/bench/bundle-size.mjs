import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JS + CSS a browser downloads for the first load of /m/home (the HTML entry, the app it imports
 * once the page has painted, the home screen's lazy chunk, and everything they import statically) and, for each lazy route chunk, what it adds on top of that first load.
 * Sizes are gzip level 9 of the built files, as a CDN would serve them.
 */
export function measureBundles(
  distDir,
  { homeChunk = /HomeScreen\.tsx$/, appChunk = /^src\/main\.tsx$/ } = {},
) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no Vite manifest at ${manifestPath}: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizeCache = new Map();
  const gz = (file) => {
    if (!sizeCache.has(file))
      sizeCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizeCache.get(file);
  };

  /** Files loaded with a chunk: itself, its CSS, and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return new Set();
    seen.add(key);
    const files = new Set([chunk.file, ...(chunk.css ?? [])]);
    for (const imported of chunk.imports ?? []) for (const f of closure(imported, seen)) files.add(f);
    return files;
  };
  const jsCss = (files) => [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const total = (files) => jsCss(files).reduce((sum, f) => sum + gz(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  // /m/home renders a lazy screen at once, so its chunk is part of the first load.
  const homeKey = Object.keys(manifest).find((k) => homeChunk.test(k));
  if (!homeKey) throw new Error(`no chunk matches ${homeChunk}: is the home screen still lazy-loaded?`);
  // The entry imports the app itself only after the page's first paint (src/entry.ts).
  const appKey = Object.keys(manifest).find((k) => appChunk.test(k));
  if (!appKey) throw new Error(`no chunk matches ${appChunk}: does the entry still import the app?`);
  const firstLoad = new Set([...closure(entryKey), ...closure(appKey), ...closure(homeKey)]);
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && k !== homeKey && k !== appKey)
    .map((k) => {
      const added = [...closure(k)].filter((f) => !firstLoad.has(f));
      return { chunk: k, addedGzipBytes: total(added), files: jsCss(added) };
    })
    .sort((a, b) => b.addedGzipBytes - a.addedGzipBytes);
  return { firstLoad: { gzipBytes: total(firstLoad), files: jsCss(firstLoad) }, lazy };
}
