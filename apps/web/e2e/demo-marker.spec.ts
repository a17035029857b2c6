import type { Locator, Page } from '@playwright/test';
import { type Language, storeLook, type Theme } from './support/language.ts';
import { expect, test } from './support/test.ts';

/**
 * The e2e server runs the labelled demo (support/server.ts): every screen says so, in the reader's
 * language, at a phone's width, without covering any control.
 */
test.use({ viewport: { width: 360, height: 740 } });

const LOOKS = [
  { language: 'EN', theme: 'dark', name: 'Demo' },
  { language: 'UR', theme: 'light', name: 'ڈیمو' },
] as const;

async function chooseLook(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.goto('/m/home');
  await storeLook(page, language, theme);
}

/** Boxes of the visible controls the marker overlaps. */
async function coveredControls(page: Page, marker: Locator): Promise<string[]> {
  const box = await marker.boundingBox();
  if (box === null) throw new Error('the marker has no box');
  return page.evaluate((m) => {
    const hits: string[] = [];
    for (const el of document.querySelectorAll('a, button, input, select, textarea, [role="button"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < m.x + m.width && r.right > m.x && r.top < m.y + m.height && r.bottom > m.y;
      if (overlaps)
        hits.push(`${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`);
    }
    return hits;
  }, box);
}

for (const look of LOOKS) {
  test(`every screen shows the ${look.language} Demo marker, covering no control (${look.theme})`, async ({
    page,
  }) => {
    await chooseLook(page, look.language, look.theme);
    // Home (its own header) and a page screen (the page header): the two kinds of top a screen has.
    for (const path of ['/m/home', '/m/login']) {
      await page.goto(path);
      const marker = page.getByRole('complementary', { name: look.name });
      await expect(marker, path).toBeVisible();
      await expect(marker, path).toContainText(look.name);
      expect(await coveredControls(page, marker), path).toEqual([]);
    }
  });
}
