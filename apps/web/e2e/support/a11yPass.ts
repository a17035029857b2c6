import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/locales/en.ts';
import { ur } from '../../src/shared/i18n/locales/ur.ts';
import { auditState, preloadAxe } from './a11yAudit.ts';
import { pageShowingPopups, restingContext } from './test.ts';

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
  await choosePreferences(context, language, theme);
  return context;
}

/** As preferenceContext, for a first visit: home's popups show (the pass audits them too). */
export async function preferencePageShowingPopups(
  browser: Browser,
  language: Language,
  theme: ThemeName,
): Promise<Page> {
  const page = await pageShowingPopups(browser);
  await choosePreferences(page.context(), language, theme);
  return page;
}

async function choosePreferences(context: BrowserContext, language: Language, theme: ThemeName) {
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
      { timeout: 30_000, message: 'spinners left', intervals: [50, 100, 250] },
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

/**
 * Collects what the audit finds; the test fails once, at the end, with every finding listed.
 * `colourOnly`: the pass's second theme, where only what a theme changes is audited again.
 */
export class Findings {
  readonly lines: string[] = [];
  readonly states: string[] = [];

  constructor(private readonly colourOnly = false) {}

  async audit(page: Page, state: string, modal?: string): Promise<void> {
    const started = Date.now();
    this.states.push(state);
    const found = await auditState(page, state, { modal, colourOnly: this.colourOnly });
    this.lines.push(...found);
    // A11Y_TRACE=1 prints each state's time and findings as they come (where the pass spends its time).
    if (process.env.A11Y_TRACE) console.log(`${Date.now() - started} ms ${state}\n${found.join('\n')}`);
  }

  /** Audits an open modal, and only it, once it has drawn its content. */
  async auditModal(page: Page, modal: Locator, state: string): Promise<void> {
    await expect(modal).toBeVisible();
    await settle(page, MODAL);
    await this.audit(page, state, MODAL);
  }
}

const MODAL = '[aria-modal="true"]';
