import type { buildSync } from 'esbuild';

export declare const PAGE_SCRIPT_ENTRIES: { readonly lottery: string; readonly studio: string };
export type PageScriptName = keyof typeof PAGE_SCRIPT_ENTRIES;
export declare function buildPageScripts(
  build: typeof buildSync,
  root: string,
): Record<PageScriptName, string>;
