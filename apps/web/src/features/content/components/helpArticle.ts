import type { HelpItem } from '@openlobby/contract/client';

export interface HelpArticle {
  title: string;
  content: string;
}

/** Reads a non-negative whole index from a query value; anything else is absent. */
export function parseIndex(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** The article for helpDetail?p=<main index>&c=<child index>; the main item when c is absent. */
export function findHelpArticle(
  items: readonly HelpItem[],
  p: number | null,
  c: number | null,
): HelpArticle | null {
  if (p === null) return null;
  const main = items[p];
  if (!main) return null;
  if (c === null) return { title: main.title, content: main.content };
  const child = main.children[c];
  return child ? { title: child.title, content: child.content } : null;
}

export function helpDetailHref(p: number, c?: number): string {
  return c === undefined ? `/m/helpDetail?p=${p}` : `/m/helpDetail?p=${p}&c=${c}`;
}
