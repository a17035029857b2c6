import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JS + CSS a browser downloads for the first load of /m/home, from Vite's manifest (the HTML entry,
 * the app it always imports once the page has painted, the home screen's chunk, and everything they
 * import statically, with their CSS) and, for each lazy route chunk, what it adds on top of that
 * first load. Sizes are gzip level 9 of the built files, as a CDN would serve them. The budget is
 * checked on `measureServedFirstLoad` (what the served page itself names); this one is its
 * cross-check and the source of the lazy chunks' sizes.
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

/** Every `attr="value"` of the tags named `tag` in `html` (a plain scan: the page is our own). */
function tagsOf(html, tag) {
  const out = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of match[1].matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    out.push({ attrs, index: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  }
  return out;
}

/**
 * Exactly what /m/home makes a phone download before the player does anything, read from the page
 * the production server serves (so a change to the page, the shell or the build cannot slip past):
 * its module script and what it imports statically, its modulepreload and stylesheet links, the
 * screen's files the page lists for preloading (home-shell.ts), the app module the entry always
 * imports once the page has painted (src/entry.ts), every static import of those and their CSS,
 * plus the styles and scripts inlined in the page itself. Lazy chunks (other routes, dialogs,
 * anything imported on demand later) are not in it. gzip level 9 of the built files.
 */
export async function measureServedFirstLoad(
  homeUrl,
  distDir,
  { appChunk = /^src\/main\.tsx$/, screenModulesId = 'ol-screen-modules' } = {},
) {
  const response = await fetch(homeUrl, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${homeUrl} answered ${response.status}`);
  const html = await response.text();
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fileOf = (href) => {
    const path = new URL(href, homeUrl).pathname;
    return path.startsWith('/m/') ? path.slice(3) : null;
  };

  const named = new Set();
  const inline = [];
  for (const script of tagsOf(html, 'script')) {
    if (script.attrs.src) {
      const file = fileOf(script.attrs.src);
      if (file) named.add(file);
      continue;
    }
    const close = html.indexOf('</script>', script.end);
    const body = html.slice(script.end, close === -1 ? undefined : close);
    if (script.attrs.id === screenModulesId) {
      for (const href of JSON.parse(body || '[]')) {
        const file = typeof href === 'string' ? fileOf(href) : null;
        if (file) named.add(file);
      }
    } else if (!/json/i.test(script.attrs.type ?? '')) inline.push(body);
  }
  for (const link of tagsOf(html, 'link')) {
    const rel = (link.attrs.rel ?? '').toLowerCase();
    if (rel === 'modulepreload' || rel === 'stylesheet' || (rel === 'preload' && link.attrs.as === 'style')) {
      const file = link.attrs.href ? fileOf(link.attrs.href) : null;
      if (file) named.add(file);
    }
  }
  for (const style of tagsOf(html, 'style')) {
    const close = html.indexOf('</style>', style.end);
    inline.push(html.slice(style.end, close === -1 ? undefined : close));
  }

  const files = new Set();
  const addClosure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    // The entry's own styles are inlined into the page by the build (vite.config.ts) and counted
    // with the page's inline styles, unless the page still links them.
    for (const css of chunk.css ?? []) if (!chunk.isEntry || named.has(css)) files.add(css);
    for (const imported of chunk.imports ?? []) addClosure(imported, seen);
  };
  const unknown = [];
  for (const file of named) {
    const key = keyOfFile.get(file);
    if (key === undefined) {
      // A built file the manifest does not name (a CSS asset): counted as it is.
      if (existsSync(join(distDir, file))) files.add(file);
      else unknown.push(file);
      continue;
    }
    addClosure(key);
    // The entry always imports the app once the page has painted (src/entry.ts).
    if (manifest[key].isEntry)
      for (const dynamic of manifest[key].dynamicImports ?? [])
        if (appChunk.test(dynamic)) addClosure(dynamic);
  }
  const counted = [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css')).sort();
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  const fileBytes = counted.map((f) => ({ file: f, gzipBytes: gz(readFileSync(join(distDir, f))) }));
  const inlineGzipBytes = inline.join('').trim() === '' ? 0 : gz(Buffer.from(inline.join('\n')));
  return {
    gzipBytes: fileBytes.reduce((sum, f) => sum + f.gzipBytes, 0) + inlineGzipBytes,
    inlineGzipBytes,
    files: fileBytes.sort((a, b) => b.gzipBytes - a.gzipBytes),
    unknown,
  };
}
