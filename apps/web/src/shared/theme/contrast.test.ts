import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Reads the colour tokens of one theme block from tokens.css. */
function tokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const entries = [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((match): [string, string] => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
  return Object.fromEntries(entries);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// happy-dom replaces the global URL, so the path is built from the module's file URL string.
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

/** Text colour -> backgrounds it is drawn on. */
const PAIRS: [string, string[]][] = [
  ['text', ['bg', 'surface', 'surface-2']],
  ['text-muted', ['bg', 'surface', 'surface-2']],
  ['accent-text', ['bg', 'surface', 'surface-2']],
  ['on-accent', ['accent', 'accent-strong']],
  ['danger', ['surface']],
  // The VIP badge.
  ['on-purple', ['purple']],
];

describe.each([
  ['dark', ":root,\n[data-theme='dark']"],
  ['light', "[data-theme='light']"],
])('%s theme text contrast', (_name, selector) => {
  const theme = tokens(css, selector);
  it.each(PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => [fg, bg] as const)))(
    '%s on %s is at least 4.5:1',
    (fg, bg) => {
      const foreground = theme[fg];
      const background = theme[bg];
      expect(foreground).toBeDefined();
      expect(background).toBeDefined();
      expect(contrast(foreground!, background!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
