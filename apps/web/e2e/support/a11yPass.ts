import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/locales/en.ts';
import { ur } from '../../src/shared/i18n/locales/ur.ts';
import { auditState, focusEscapes, preloadAxe } from './a11yAudit.ts';
import { restingContext } from './test.ts';

export type Language = 'en' | 'ur';
export type ThemeName = 'light' | 'dark';

/** The shell's own texts in the pass's language, to find controls by role and name in both. */
export function shellTexts(language: Language): typeof en {
  return language === 'en' ? en : ur;
}

/**
 * One context per language and theme, both chosen before the first script runs (as a returning
 * player's saved settings), the seeded popups already seen, and axe-core in every document.
 */
export async function preferenceContext(
  browser: Browser,
  language: Language,
  theme: ThemeName,
): Promise<BrowserContext> {
  const context = await restingContext(browser);
  await preloadAxe(context);
  await context.addInitScript(
    ({ language: lang, theme: mode }) => {
      try {
        // Saved as the contract's language codes (EN, UR).
        if (localStorage.getItem('language') === null) localStorage.setItem('language', lang.toUpperCase());
        localStorage.setItem('theme', mode);
      } catch {
        // Frames without storage keep their defaults.
      }
    },
    { language, theme },
  );
  return context;
}

/**
 * Waits until the screen (or the open modal, `scope`) has drawn its content: no loading spinner
 * left in it, and the fonts in.
 */
export async function settle(page: Page, scope = 'body'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(`${selector} .spinner`)]
              .filter((node) => node.checkVisibility())
              .map((node) => `${node.parentElement?.className} in ${location.pathname}`),
          scope,
        ),
      { timeout: 30_000, message: 'spinners left' },
    )
    .toEqual([]);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Client-side navigation, as a tap on a link does (no reload, no new context): the router follows
 * the browser's history, so a pushed entry and a popstate bring its screen.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: history.length };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await settle(page);
}

/** Collects what the audit finds; the test fails once, at the end, with every finding listed. */
export class Findings {
  readonly lines: string[] = [];
  readonly states: string[] = [];

  async audit(page: Page, state: string): Promise<void> {
    this.states.push(state);
    this.lines.push(...(await auditState(page, state)));
  }

  /** Audits an open modal and checks that Tab and Shift+Tab keep focus inside it. */
  async auditModal(page: Page, modal: Locator, state: string, presses = 40): Promise<void> {
    await expect(modal).toBeVisible();
    // What is behind the modal may wait for it to close (home holds its game list back).
    await settle(page, '[aria-modal="true"]');
    await this.audit(page, state);
    const escapes = await focusEscapes(page, modal, presses);
    this.lines.push(...escapes.map((escape) => `${state}: focus left the modal on ${escape}`));
  }
}
