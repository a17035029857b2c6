/**
 * The opening of every server-rendered page: the document's language and direction (Urdu reads
 * right to left), the phone viewport, its title, stylesheet and, for pages that load it early, its
 * script. Pages load nothing inline, so the strict CSP holds; the empty icon saves a favicon request.
 */
import type { Language } from '@openlobby/contract';
import { html, type SafeHtml } from './html.ts';

export interface PageHead {
  readonly language: Language;
  readonly title: string;
  readonly stylesheet: string;
  /** The colour scheme the page is drawn in (`light dark`: the device's choice). */
  readonly colorScheme?: 'light' | 'dark' | 'light dark';
  /** A script run after parsing (defer); pages that load theirs at the end of the body leave it out. */
  readonly script?: string;
  /** Drawn under a phone's notch and home bar, for pages that pad their own edges (safe-area insets). */
  readonly edgeToEdge?: boolean;
}

// Each optional line carries its own line break, so a page without it has no empty line.
const colorScheme = (p: PageHead) =>
  p.colorScheme === undefined
    ? null
    : html`<meta name="color-scheme" content="${p.colorScheme}">
`;
const script = (p: PageHead) =>
  p.script === undefined
    ? null
    : html`<script src="${p.script}" defer></script>
`;

/** From the doctype to `</head>`; the page continues with its `<body>`. */
export function pageHead(p: PageHead): SafeHtml {
  return html`<!doctype html>
<html lang="${p.language.toLowerCase()}" dir="${p.language === 'UR' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1${p.edgeToEdge === true ? ', viewport-fit=cover' : ''}">
${colorScheme(p)}<title>${p.title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${p.stylesheet}">
${script(p)}</head>`;
}
