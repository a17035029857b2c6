import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/locales/en.ts';
import { ur } from '../../src/shared/i18n/locales/ur.ts';
import { layoutFor } from '../../src/app/layout/layoutRules.ts';
import { ALL_PATHS } from '../../src/app/routing/routeMeta.ts';
import { type AuditScope, auditState, preloadAxe } from './a11yAudit.ts';
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

/** Each path's screen title (the words before " · " in the document title), per language. */
const SCREEN_TITLES: Record<Language, Record<string, string>> = {
  en: screenTitles(en),
  ur: screenTitles(ur),
};

function screenTitles(texts: typeof en): Record<string, string> {
  return Object.fromEntries(
    ALL_PATHS.map((path) => [
      path,
      String(
        layoutFor(path)
          .titleKey.split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts),
      ),
    ]),
  );
}

/**
 * Client-side navigation, as a tap on a link does (no reload, no new context): the router follows
 * the browser's history, so a pushed entry and a popstate bring its screen. The router renders a
 * navigation as a transition, so while a screen's chunk loads the previous screen (an open lottery
 * frame, say) stays on the page under the new address; a screen that sends a guest elsewhere does
 * so once it has rendered. So the new screen counts as there once the shell has moved focus to the
 * content for it and the document title names the screen of the address the page then shows.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const started = Date.now();
  const moved = await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return false;
    const probe = window as unknown as { a11yRouteShown?: boolean };
    if (probe.a11yRouteShown === undefined) {
      // Captured on the window: an open modal's focus trap stops the event on the document. A
      // screen that is itself a full-screen modal (the lottery's frame) leaves the app under it
      // inert, so focus lands in the modal instead of the content.
      window.addEventListener(
        'focusin',
        (event) => {
          const target = event.target;
          if (
            target instanceof HTMLElement &&
            (target.id === 'main' || target.closest('[aria-modal="true"]'))
          )
            probe.a11yRouteShown = true;
        },
        true,
      );
    }
    probe.a11yRouteShown = false;
    // Focus moves to the content only when it is elsewhere.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: history.length };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
    return true;
  }, path);
  if (moved) {
    await expect
      .poll(
        () =>
          page.evaluate((titles) => {
            const shown = (window as unknown as { a11yRouteShown?: boolean }).a11yRouteShown === true;
            const byPath = document.documentElement.lang === 'ur' ? titles.ur : titles.en;
            const title = byPath[location.pathname] ?? byPath['/m/home'];
            return shown && document.title.startsWith(`${title} · `)
              ? ''
              : `${location.pathname}: ${document.title}`;
          }, SCREEN_TITLES),
        { message: `the screen of ${path} is shown`, intervals: [50, 100, 250] },
      )
      .toBe('');
  }
  await settle(page);
  if (process.env.A11Y_TRACE) console.log(`${Date.now() - started} ms to ${path}`);
}

/**
 * Turns the lobby's own page to the other theme and returns it, or null where a theme is not only
 * the lobby's stylesheet: a game or lottery frame on screen, or a page the server draws, take their
 * theme from their address when they open. In the lobby a theme is the data-theme of the root and
 * nothing else (every colour of both palettes hangs on it), so this is what the side menu's switch
 * shows, without opening the state again. Colour transitions run out before anything is measured.
 */
async function flipTheme(page: Page): Promise<ThemeName | null> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const frameShown = [...document.querySelectorAll('iframe')].some((frame) => frame.checkVisibility());
    if (frameShown || (root.dataset.theme !== 'light' && root.dataset.theme !== 'dark')) return null;
    const next = root.dataset.theme === 'light' ? 'dark' : 'light';
    root.dataset.theme = next;
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    return next;
  });
}

/**
 * Collects what the audit finds; the test fails once, at the end, with every finding listed. A
 * state is audited whole in the theme it opened in, then only for what a theme changes (the colour
 * rules and the contrast measure) in the other.
 */
export class Findings {
  readonly lines: string[] = [];
  readonly states: string[] = [];

  /**
   * Every rule, then the colour rules in the other theme. Returns false when the other theme needs
   * the state opened again after the player's theme switch (a frame, a server page: see flipTheme).
   */
  async audit(page: Page, state: string, modal?: string): Promise<boolean> {
    await this.run(page, state, { modal });
    const other = await flipTheme(page);
    if (other === null) return false;
    await this.run(page, `${state} (${other})`, { modal, colourOnly: true });
    await flipTheme(page);
    return true;
  }

  /** The colour rules only: a state opened again in the other theme. */
  async auditColours(page: Page, state: string, modal?: string): Promise<void> {
    await this.run(page, state, { modal, colourOnly: true });
  }

  /** Audits an open modal, and only it, once it has drawn its content (as audit). */
  async auditModal(page: Page, modal: Locator, state: string): Promise<boolean> {
    await expect(modal).toBeVisible();
    await settle(page, MODAL);
    return this.audit(page, state, MODAL);
  }

  /** auditColours for an open modal. */
  async auditModalColours(page: Page, modal: Locator, state: string): Promise<void> {
    await expect(modal).toBeVisible();
    await settle(page, MODAL);
    await this.auditColours(page, state, MODAL);
  }

  private async run(page: Page, state: string, scope: AuditScope): Promise<void> {
    const started = Date.now();
    this.states.push(state);
    const found = await auditState(page, state, scope);
    this.lines.push(...found);
    // A11Y_TRACE=1 prints each state's time and findings as they come (where the pass spends its time).
    if (process.env.A11Y_TRACE) console.log(`${Date.now() - started} ms ${state}\n${found.join('\n')}`);
  }
}

const MODAL = '[aria-modal="true"]';
