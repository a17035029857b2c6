import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { APP_DOWNLOAD_PATH, HOME_PATH, LOGIN_PATH, ROUTES } from '../src/app/routing/routeMeta.ts';
import { appDownloadEn } from '../src/features/appDownload/i18n/en.ts';
import { appDownloadUr } from '../src/features/appDownload/i18n/ur.ts';
import { SOCIAL_CALLBACK_PATH, StorageKey } from '@openlobby/contract/client';
import { ACCOUNTS_SERVER_ENV } from './support/accounts.ts';
import {
  Findings,
  type Language,
  navigateInApp,
  preferenceContext,
  preferencePageShowingPopups,
  settle,
  shellTexts,
} from './support/a11yPass.ts';
import { E2E_BASE_URL, E2E_PORT, startExtraServer, WEB_DIST } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * WCAG 2.2 AA over every screen of the route table and its open states (the seeded popups, the side
 * menu, the language, log-out and download dialogs, the customer-service sheet, a notice, the game
 * and lottery frames, the live chat), as a guest and as a member, in English and Urdu, light and
 * dark: axe-core's rules plus our own contrast measure of every text (axe cannot read Urdu).
 * Focus kept inside modals is a11y-layout.spec's. One page per test, every state reached by
 * client-side navigation or a tap, so the pass stays quick. Each state is audited whole in light,
 * then for what a theme changes (the colour rules and the contrast measure) in dark, without opening
 * it again where the theme is only the lobby's stylesheet; a frame or a server page takes its theme
 * when it opens, so those states open again after the side menu's switch to dark. A screen that
 * reads the same to a guest and a member (forms, help, the app page) is audited as the guest's.
 */
interface Member {
  baseUrl: string;
  /** The session a real log-in gave (session storage), so each language's pass starts logged in. */
  session: string;
}

const test = base.extend<object, { member: Member }>({
  member: [
    // One server with the test human check per worker that runs a member's pass, on ports clear of
    // the other specs' servers (theirs sit within E2E_PORT + 100, a11y-layout's at + 182); the
    // member logs in once, through the form, and both languages' passes reuse that session.
    async ({ browser }, provide, workerInfo) => {
      const server = await startExtraServer(E2E_PORT + 183 + workerInfo.parallelIndex, {
        env: { ...ACCOUNTS_SERVER_ENV, WEB_DIST_DIR: WEB_DIST },
      });
      await provide({ baseUrl: server.baseUrl, session: await sessionOfLogIn(browser, server.baseUrl) });
      await server.stop();
    },
    // Its first start migrates and seeds a fresh database, and the log-in hashes: slow on busy cores.
    { scope: 'worker', timeout: 180_000 },
  ],
});

async function sessionOfLogIn(browser: Browser, baseUrl: string): Promise<string> {
  const page = await (await preferenceContext(browser, 'en', 'light')).newPage();
  await logIn(page, baseUrl);
  const session = await page.evaluate((key) => sessionStorage.getItem(key), StorageKey.SESSION_INFO);
  await page.context().close();
  expect(session, 'the session the log-in saved').not.toBeNull();
  return session ?? '';
}

const LANGUAGES: readonly Language[] = ['en', 'ur'];

/** The house games of the demo's hot list, by their names in either language. */
const HOUSE_GAMES = [/Spirit Fruits|سپرٹ فروٹس/, /Classic Dice|کلاسک ڈائس/];

const DOWNLOAD_TEXTS = { en: appDownloadEn, ur: appDownloadUr } as const;

/** Screens that read the same to a guest and a member: audited in the guest's pass only. */
const SAME_FOR_EVERYONE = new Set([
  LOGIN_PATH,
  SOCIAL_CALLBACK_PATH,
  '/m/register',
  '/m/forget',
  '/m/help',
  '/m/helpDetail',
  APP_DOWNLOAD_PATH,
  '/m/trail',
]);

const anyModal = (page: Page) => page.locator('[aria-modal="true"]').last();

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(anyModal(page)).toHaveCount(0);
}

/**
 * Audits the popup home opens by itself on a first visit (the seeded announcement, or else the
 * download popup: one per visit) and closes it; the download popup is audited either way.
 */
async function auditPopups(page: Page, findings: Findings, language: Language) {
  // Home asks for its popup once the browser is idle after the first paint: late on busy cores.
  await expect(anyModal(page)).toBeVisible({ timeout: 45_000 });
  await findings.auditModal(page, anyModal(page), 'guest home popup');
  const download = page.getByRole('dialog', { name: DOWNLOAD_TEXTS[language].popup.title });
  const downloadShown = await download.isVisible();
  await closeModal(page);
  if (downloadShown) return;
  await page
    .getByRole('banner')
    .getByRole('link', { name: shellTexts(language).header.download })
    .click();
  await findings.auditModal(page, download, 'download popup');
  await closeModal(page);
}

/** The side menu (and the log-out dialog a member opens from it), the language dialog, customer service. */
async function auditShellOverlays(page: Page, findings: Findings, language: Language, who: string) {
  const texts = shellTexts(language);
  await page.getByRole('button', { name: texts.header.openMenu }).click();
  await findings.auditModal(
    page,
    page.getByRole('dialog', { name: texts.sideMenu.label }),
    `${who} side menu`,
  );
  if (who === 'member') {
    await page.getByRole('dialog').getByRole('button', { name: texts.sideMenu.logOut }).click();
    await findings.auditModal(
      page,
      page.getByRole('dialog', { name: texts.logout.confirm }),
      'log-out dialog',
    );
  }
  await closeModal(page);
  if (who === 'guest') {
    // The same dialog for a member.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${texts.language.label}`) })
      .click();
    await findings.auditModal(
      page,
      page.getByRole('dialog', { name: texts.language.label }),
      'language dialog',
    );
    await closeModal(page);
  }
  // Home's quick link; the floating button opens the same sheet.
  await page.getByRole('button', { name: texts.home.customerService }).first().click();
  await findings.auditModal(page, anyModal(page), `${who} customer service`);
  await closeModal(page);
}

/**
 * Every screen of the route table, each audited once where it settles (a guest meets log-in
 * instead). Returns the screens to open again in dark after the theme switch (a frame's).
 */
async function auditRoutes(page: Page, findings: Findings, who: string): Promise<string[]> {
  // Home and its overlays were audited first.
  const audited = new Set<string>([HOME_PATH]);
  const againInDark: string[] = [];
  for (const route of ROUTES) {
    if (who === 'member' && SAME_FOR_EVERYONE.has(route.path)) continue;
    await navigateInApp(page, route.path);
    const where = new URL(page.url()).pathname;
    if (audited.has(where)) continue;
    audited.add(where);
    const modal = anyModal(page);
    const bothThemes = (await modal.isVisible())
      ? await findings.auditModal(page, modal, `${who} ${where}`)
      : await findings.audit(page, `${who} ${where}`);
    if (!bothThemes) againInDark.push(where);
    // A message opened from a list: the notice (and, when the member has one, the inbox) reader.
    const row = page.getByRole('main').locator('.message-row').first();
    if ((where === '/m/notice' || where === '/m/webEmail') && (await row.isVisible())) {
      await row.click();
      await findings.auditModal(page, anyModal(page), `${who} ${where} reader`);
      await closeModal(page);
    }
  }
  return againInDark;
}

/** The screens auditRoutes left for dark, after the theme switch: the colour rules. */
async function auditRoutesInDark(page: Page, findings: Findings, who: string, paths: string[]) {
  for (const path of paths) {
    await navigateInApp(page, path);
    const modal = anyModal(page);
    const state = `${who} ${path} (dark)`;
    if (await modal.isVisible()) await findings.auditModalColours(page, modal, state);
    else await findings.auditColours(page, state);
  }
}

/** The player's own switch to dark: the side menu's theme radio, as a player sets it. */
async function switchToDark(page: Page, language: Language): Promise<void> {
  const texts = shellTexts(language);
  await navigateInApp(page, HOME_PATH);
  await page.getByRole('button', { name: texts.header.openMenu }).click();
  const menu = page.getByRole('dialog', { name: texts.sideMenu.label });
  await menu.getByRole('radio', { name: texts.sideMenu.dark }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await closeModal(page);
}

/**
 * The house games' frames and the lottery frame, opened by a tap: every rule in light, and opened
 * again for the colour rules once the player has switched to dark (their pages take the theme as
 * they open).
 */
async function auditGameFrames(page: Page, findings: Findings, dark: boolean): Promise<void> {
  const audit = (modal: Locator, state: string) =>
    dark
      ? findings.auditModalColours(page, modal, `${state} (dark)`)
      : findings.auditModal(page, modal, state);
  for (const name of HOUSE_GAMES) {
    await navigateInApp(page, HOME_PATH);
    await page.getByRole('button', { name }).first().click();
    const frame = page.getByRole('dialog', { name });
    await expect(frame.frameLocator('iframe').getByRole('button').first()).toBeVisible();
    await audit(frame, `game frame ${name.source.split('|')[0]}`);
    await closeModal(page);
  }
  await navigateInApp(page, '/m/lottery');
  await page.getByRole('main').getByRole('link').first().click();
  const lottery = anyModal(page);
  await expect(lottery.frameLocator('iframe').getByRole('button').first()).toBeVisible();
  await audit(lottery, 'lottery frame');
  await closeModal(page);
}

/** The chat page's texts (the server's chat page-text). */
const CHAT_TEXTS = {
  en: { message: 'Type a message', send: 'Send', sent: 'Sent' },
  ur: { message: 'پیغام لکھیں', send: 'بھیجیں', sent: 'بھیج دیا گیا' },
} as const;

/**
 * The chat's own page, server-drawn, opened from the side menu in the lobby's theme: a message of
 * the member's with its delivery mark ("Sent"). The page leaves the lobby.
 */
async function auditLiveChat(page: Page, findings: Findings, language: Language, dark: boolean) {
  const texts = shellTexts(language);
  await navigateInApp(page, HOME_PATH);
  await page.getByRole('button', { name: texts.header.openMenu }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.sideMenu.liveChat }).click();
  await expect(page).toHaveURL(/\/chat\?/);
  const chat = CHAT_TEXTS[language];
  const hello = `Hello ${Date.now()}`;
  await page.getByRole('textbox', { name: chat.message }).fill(hello);
  await page.getByRole('button', { name: chat.send }).click();
  await expect(page.getByRole('listitem').filter({ hasText: hello })).toContainText(chat.sent);
  if (dark) await findings.auditColours(page, 'live chat (dark)');
  else await findings.audit(page, 'live chat');
}

test.describe('member', () => {
  // Both languages in one worker, one after the other: one server and one log-in for both, while
  // the other worker takes the guests' passes (so this group comes first).
  test.describe.configure({ mode: 'default', timeout: 360_000 });
  for (const language of LANGUAGES) {
    test(`${language.toUpperCase()} member: every screen and open state passes WCAG 2.2 AA in light and dark`, async ({
      browser,
      member,
    }) => {
      // The popups were the guest's: a member's announcement is the same dialog, and home opens
      // it (or the download popup) at a moment nothing on the page marks, so here it stays closed.
      const context = await preferenceContext(browser, language, 'light');
      await context.addInitScript(
        ({ key, session }) => {
          try {
            if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, session);
          } catch {
            // Frames without storage have no session to keep.
          }
        },
        { key: StorageKey.SESSION_INFO, session: member.session },
      );
      const page = await context.newPage();
      const findings = new Findings();
      await page.goto(`${member.baseUrl}${HOME_PATH}`);
      await settle(page);
      await findings.audit(page, 'member /m/home');
      await auditShellOverlays(page, findings, language, 'member');
      const againInDark = await auditRoutes(page, findings, 'member');
      await auditGameFrames(page, findings, false);
      await auditLiveChat(page, findings, language, false);
      await page.goto(`${member.baseUrl}${HOME_PATH}`);
      await switchToDark(page, language);
      await auditRoutesInDark(page, findings, 'member', againInDark);
      await auditGameFrames(page, findings, true);
      await auditLiveChat(page, findings, language, true);
      await context.close();
      expect(findings.lines, `${findings.states.length} states audited`).toEqual([]);
    });
  }
});

for (const language of LANGUAGES) {
  // A guest needs no account: the suite's own server.
  test(`${language.toUpperCase()} guest: every screen and open state passes WCAG 2.2 AA in light and dark`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const page = await preferencePageShowingPopups(browser, language, 'light');
    const findings = new Findings();
    await page.goto(`${E2E_BASE_URL}${HOME_PATH}`);
    await auditPopups(page, findings, language);
    await settle(page);
    await findings.audit(page, 'guest /m/home');
    await auditShellOverlays(page, findings, language, 'guest');
    const againInDark = await auditRoutes(page, findings, 'guest');
    await switchToDark(page, language);
    await auditRoutesInDark(page, findings, 'guest', againInDark);
    await page.context().close();
    expect(findings.lines, `${findings.states.length} states audited`).toEqual([]);
  });
}
