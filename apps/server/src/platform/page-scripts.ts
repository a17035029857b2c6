/**
 * The browser scripts of the server's own pages, by name, with a content-hashed asset path so they
 * can be cached as immutable. The production bundle carries them already built (build.mjs defines
 * OPENLOBBY_PAGE_SCRIPTS); from source (tests, `npm run dev`) they are bundled once on first use,
 * with the same definition (page-scripts.mjs).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { buildSync } from 'esbuild';
import { buildPageScripts, type PageScriptName } from '../../page-scripts.mjs';
import type { App } from './typed-app.ts';

export type { PageScriptName };

declare const OPENLOBBY_PAGE_SCRIPTS: Readonly<Record<PageScriptName, string>> | undefined;

export interface PageScript {
  readonly source: string;
  /** `${base}-${hash}.js`: a changed script gets a new address, so browsers never keep a stale one. */
  readonly path: string;
}

let built: Readonly<Record<PageScriptName, string>> | undefined;

function sources(): Readonly<Record<PageScriptName, string>> {
  if (typeof OPENLOBBY_PAGE_SCRIPTS !== 'undefined') return OPENLOBBY_PAGE_SCRIPTS;
  if (built === undefined) {
    // esbuild is a build tool: only source runs reach this line, and they have it installed.
    const esbuild = createRequire(import.meta.url)('esbuild') as { buildSync: typeof buildSync };
    built = buildPageScripts(esbuild.buildSync, fileURLToPath(new URL('../..', import.meta.url)));
  }
  return built;
}

/**
 * Each script's source and content hash, by name. A plain Map is right here: its keys are the
 * fixed names of page-scripts.mjs (a handful, known at build time), never anything a client sends.
 */
const hashed = new Map<PageScriptName, { readonly source: string; readonly hash: string }>();

/**
 * The named page script, served under `${base}-<hash>.js`. Asked when a page is drawn or its script
 * requested, never when routes are registered: from source it costs a build, which only the tests
 * that show a page should pay.
 */
export function pageScript(name: PageScriptName, base: string): PageScript {
  let known = hashed.get(name);
  if (known === undefined) {
    const source = sources()[name];
    known = { source, hash: createHash('sha256').update(source).digest('hex').slice(0, 12) };
    hashed.set(name, known);
  }
  return { source: known.source, path: `${base}-${known.hash}.js` };
}

/** The route that serves a page script: every `${base}-*`, so its hash can change with the script. */
export const pageScriptRoute = (base: string) => `${base}-:file`;

/** The script's source when `url` is its current path (a query is ignored), else null: not found. */
export function pageScriptAt(name: PageScriptName, base: string, url: string): string | null {
  const script = pageScript(name, base);
  return url.split('?')[0] === script.path ? script.source : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PageAssets {
  /** The stylesheet's path: it names the stylesheet's version, so it may be cached for good. */
  readonly cssPath: string;
  readonly css: string;
  readonly script: PageScriptName;
  /** The script's path before its hash (see pageScript). */
  readonly scriptBase: string;
}

/** Serves a server page's stylesheet and script, cached for good (their paths change with them). */
export function registerPageAssets(app: App, assets: PageAssets): void {
  app.get(assets.cssPath, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', IMMUTABLE).send(assets.css),
  );
  app.get(pageScriptRoute(assets.scriptBase), { schema: { hide: true } }, (request, reply) => {
    const script = pageScriptAt(assets.script, assets.scriptBase, request.url);
    if (script === null) return reply.callNotFound();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE).send(script);
  });
}
