// The browser scripts of the server's own pages (the lottery page, the house studio), written in
// TypeScript under browser/ and bundled by esbuild into one small script each. One definition for
// both ways they are built: build.mjs bakes them into dist/main.js; tests and `npm run dev` build
// them from source when first asked (src/platform/page-scripts.ts).

/** Entry of each page script, relative to apps/server. */
export const PAGE_SCRIPT_ENTRIES = {
  lottery: 'browser/lottery/main.ts',
  studio: 'browser/studio/main.ts',
};

/**
 * Bundles every page script with the given esbuild `buildSync`, from the apps/server directory
 * `root`; answers each script's text by name.
 * @param {typeof import('esbuild').buildSync} buildSync
 * @param {string} root
 * @returns {Record<keyof typeof PAGE_SCRIPT_ENTRIES, string>}
 */
export function buildPageScripts(buildSync, root) {
  /** @type {Record<string, string>} */
  const scripts = {};
  for (const [name, entry] of Object.entries(PAGE_SCRIPT_ENTRIES)) {
    const result = buildSync({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      // The phones the lobby serves (apps/web builds for the same); BigInt money needs ES2020.
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const file = result.outputFiles[0];
    if (file === undefined) throw new Error(`page script ${name} produced no output`);
    scripts[name] = file.text;
  }
  return /** @type {Record<keyof typeof PAGE_SCRIPT_ENTRIES, string>} */ (scripts);
}
