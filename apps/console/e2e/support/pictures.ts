/** Pictures the console specs upload, and the check that no page refused to draw one. */
import type { Page } from '@playwright/test';

/** A real 1x1 red PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4z8DwHwAFAAH/q842iQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's Content Security Policy refusals from now on (a list that fills as they happen). */
export function refusedByCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}
