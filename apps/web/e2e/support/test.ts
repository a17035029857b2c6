import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The seed has a guest and a member popup (spec 2.6), and home opens the download popup by itself
 * (spec 2.4): every spec but popup.spec meets home as a visitor who closed them before, or a dialog
 * would cover what it tests. The contract's StorageKey.POPUP_SHOW_MEMBER, POPUP_SHOW_GUEST and
 * DOWNLOAD_POPUP_RESTS_UNTIL.
 */
const POPUPS_CLOSED: ReadonlyArray<readonly [string, string]> = [
  ['popupShowA', 'false'],
  ['popupShowB', 'false'],
  ['downloadPopupRestsUntil', String(Number.MAX_SAFE_INTEGER)],
];

/**
 * Set by an init script on every origin before the page's own scripts, and only where a test has
 * not set the flag itself. (A storage state instead must visit each origin up front: with the
 * suite's dozen servers that cost every new context about two seconds.)
 */
async function closePopupsBeforehand(context: BrowserContext): Promise<void> {
  await context.addInitScript((entries: ReadonlyArray<readonly [string, string]>) => {
    try {
      for (const [name, value] of entries) {
        if (window.localStorage.getItem(name) === null) window.localStorage.setItem(name, value);
      }
    } catch {
      // Frames without storage (opaque origins, about:blank) have no popups either.
    }
  }, POPUPS_CLOSED);
}

/** Playwright's test whose page and context start with the popups closed. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await closePopupsBeforehand(context);
    await provide(context);
  },
});

/** A context of one's own (a second person, a page shared by a serial describe), popups closed. */
export async function restingContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await closePopupsBeforehand(context);
  return context;
}

/** A page in a context of its own, popups closed; close its context (`page.context().close()`). */
export async function restingPage(browser: Browser): Promise<Page> {
  return (await restingContext(browser)).newPage();
}

/** A page in a context of its own where the popups show (popup.spec closes the context). */
export async function pageShowingPopups(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}
