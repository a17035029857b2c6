import { expect, test } from './support/test.ts';

/**
 * The lottery's verify page explains the draw in one paragraph with its formulas inline, in English
 * and Urdu, at a 360 px phone: each formula once sat on a line of its own, leaving ", as" and "."
 * alone on theirs.
 */
test.use({ viewport: { width: 360, height: 780 } });

for (const language of ['EN', 'UR'] as const) {
  test(`the verify page's formulas read inline in their sentence (${language})`, async ({ page }) => {
    await page.goto(`/lottery/verify?lang=${language}`);
    const formulas = page.locator('p > code[dir="ltr"]');
    await expect(formulas).toHaveCount(3);
    for (const formula of await formulas.all()) {
      expect(await formula.evaluate((node) => getComputedStyle(node).display)).toBe('inline');
    }
    // "b mod 10" shares its line with the words around it.
    const short = formulas.filter({ hasText: 'b mod 10' });
    const [codeBox, paragraphBox] = [await short.boundingBox(), await short.locator('..').boundingBox()];
    expect(codeBox?.width ?? 0).toBeLessThan((paragraphBox?.width ?? 0) / 2);
  });
}
