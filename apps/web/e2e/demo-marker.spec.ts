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

const REGISTER = { EN: 'Register', UR: 'رجسٹر کریں' } as const;

for (const look of LOOKS) {
  test(`on a scrolled home the ${look.language} marker leaves the header's Register button whole (${look.theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await chooseLook(page, look.language, look.theme);
    await page.goto('/m/home');
    const marker = page.getByRole('complementary', { name: look.name });
    await expect(marker).toBeVisible();
    // Scrolled: the sticky header now sits at the very top of the screen, where the marker is.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const register = page
      .getByRole('banner')
      .getByRole('link', { name: REGISTER[look.language], exact: true });
    await expect(register).toBeInViewport();
    const b = await marker.boundingBox();
    if (b === null) throw new Error('the marker has no box');
    // Register, and every other control of the header (Log in, language, menu), stays whole.
    for (const control of [
      register,
      ...(await page.getByRole('banner').getByRole('link').all()),
      ...(await page.getByRole('banner').getByRole('button').all()),
    ]) {
      const a = await control.boundingBox();
      if (a === null) continue;
      const intersects =
        a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect(intersects, `${name} ${JSON.stringify(a)} against the marker ${JSON.stringify(b)}`).toBe(false);
    }
  });
}
