import { expect, type Page } from '@playwright/test';

/**
 * The player's text-size setting, as Chromium's default font size (the browser's and the phone's
 * "text size" both end there): 16 px is 100 %.
 */
export async function setTextSize(page: Page, percent: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100 } });
}

/**
 * Tabs through the page `presses` times and lists each focused control that the bars cover: its
 * centre is not itself (or inside it) at that point, or it is outside the viewport.
 */
export async function obscuredWhenFocused(page: Page, presses: number): Promise<string[]> {
  const obscured = new Set<string>();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return null;
      const box = active.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      const visible =
        y >= 0 && y < innerHeight && top !== null && (active.contains(top) || top.contains(active));
      if (visible) return null;
      const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
      const over = top ? `${top.tagName.toLowerCase()}.${String(top.className)}` : 'outside the viewport';
      return `${active.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" under ${over}`;
    });
    if (found) obscured.add(found);
  }
  return [...obscured];
}

/**
 * Texts cut short: elements that clip their own text (overflow hidden, an ellipsis, a line clamp)
 * and hold more than they show. `root` limits the search to a part of the page.
 */
export async function clippedTexts(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
      if (!element.checkVisibility() || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent?.trim() ?? '') !== '',
      );
      if (!ownText) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (!clips) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        found.push(`"${element.textContent?.trim().slice(0, 40)}" (${element.className})`);
      }
    }
    return found;
  }, root);
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page reads in `language`'s direction and does not scroll sideways, measured once the
 * screen's own fonts (which can be wider than the fallback) are in. `what` names the screen in a
 * failure.
 */
export async function expectLaidOut(page: Page, language: 'EN' | 'UR', what = page.url()): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
  await page.evaluate(() => document.fonts.ready);
  expect(await sidewaysOverflow(page), what).toBe(0);
}
