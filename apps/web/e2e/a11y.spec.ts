import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { ROUTES } from '../src/app/routing/routeMeta.ts';
import { startAccountsServer } from './support/accounts.ts';
import {
  Findings,
  type Language,
  navigateInApp,
  preferenceContext,
  settle,
  shellTexts,
  type ThemeName,
} from './support/a11yPass.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * WCAG 2.2 AA over every screen of the route table and its open states (popups, side menu,
 * language and log-out dialogs, the game and lottery frames), as a guest and as a member, in
 * English and Urdu, light and dark: axe-core's rules plus our own contrast measure of every text
 * (axe cannot read Urdu), and Tab / Shift+Tab inside every modal never reaching what it covers.
 * One context per combination, screens reached by client-side navigation, so the pass stays quick.
 */
const test = base.extend<object, { server: ExtraServer }>({
  server: [
    // One accounts server per worker (the member logs in through its test human check), on ports
    // clear of the other specs' servers (theirs sit within E2E_PORT + 100).
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide, workerInfo) => {
      const server = await startAccountsServer(E2E_PORT + 180 + workerInfo.parallelIndex);
      await provide(server);
      await server.stop();
    },
    // Its operator commands and first start migrate and seed a fresh database: slow on two busy cores.
    { scope: 'worker', timeout: 180_000 },
  ],
});

const COMBINATIONS: ReadonlyArray<readonly [Language, ThemeName]> = [
  ['en', 'light'],
  ['en', 'dark'],
  ['ur', 'light'],
  ['ur', 'dark'],
];

/** The house games of the demo's hot list, by their names in either language. */
const HOUSE_GAMES = [/Spirit Fruits|سپرٹ فروٹس/, /Classic Dice|کلاسک ڈائس/];

const anyModal = (page: Page) => page.locator('[aria-modal="true"]').last();

/** Audits and closes each popup home opens by itself (the seeded guest or member popup). */
async function auditPopups(page: Page, findings: Findings, who: string): Promise<void> {
  // Home has drawn its games, or holds them back behind a popup of its own.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('[aria-modal="true"]') !== null ||
            ![...document.querySelectorAll('main .spinner')].some((node) => node.checkVisibility()),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  for (let shown = 0; shown < 3 && (await anyModal(page).isVisible()); shown += 1) {
    await findings.auditModal(page, anyModal(page), `${who} home popup ${shown + 1}`);
    await page.keyboard.press('Escape');
  }
}

/** The side menu, its theme and language choices and, from the header, the language dialog. */
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
  await page.keyboard.press('Escape');
  await expect(anyModal(page)).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${texts.language.label}`) })
    .click();
  await findings.auditModal(
    page,
    page.getByRole('dialog', { name: texts.language.label }),
    `${who} language dialog`,
  );
  await page.keyboard.press('Escape');
  await expect(anyModal(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: texts.header.download }).click();
  await findings.auditModal(page, anyModal(page), `${who} download popup`);
  await page.keyboard.press('Escape');
  await expect(anyModal(page)).toHaveCount(0);
}

/** Every screen of the route table, each audited once where it settles (a guest meets log-in instead). */
async function auditRoutes(page: Page, findings: Findings, who: string): Promise<void> {
  const audited = new Set<string>();
  for (const route of ROUTES) {
    await navigateInApp(page, route.path);
    const where = new URL(page.url()).pathname;
    if (audited.has(where)) continue;
    audited.add(where);
    const modal = anyModal(page);
    if (await modal.isVisible()) await findings.auditModal(page, modal, `${who} ${where}`);
    else await findings.audit(page, `${who} ${where}`);
  }
}

async function auditGameFrames(page: Page, findings: Findings): Promise<void> {
  for (const name of HOUSE_GAMES) {
    await navigateInApp(page, '/m/home');
    await page.getByRole('button', { name }).first().click();
    const frame = page.getByRole('dialog', { name });
    await expect(frame.frameLocator('iframe').getByRole('button').first()).toBeVisible();
    await findings.auditModal(page, frame, `game frame ${name.source.split('|')[0]}`, 30);
    await page.keyboard.press('Escape');
    await expect(frame).toHaveCount(0);
  }
  await navigateInApp(page, '/m/lottery');
  await page.getByRole('main').getByRole('link').first().click();
  const lottery = anyModal(page);
  await expect(lottery.frameLocator('iframe').getByRole('button').first()).toBeVisible();
  await findings.auditModal(page, lottery, 'lottery frame', 30);
}

/** The chat page's texts (the server's chat page-text). */
const CHAT_TEXTS = {
  en: { message: 'Type a message', send: 'Send', sent: 'Sent' },
  ur: { message: 'پیغام لکھیں', send: 'بھیجیں', sent: 'بھیج دیا گیا' },
} as const;

/** The chat's own page, server-drawn: a message of the member's with its delivery mark ("Sent"). */
async function auditLiveChat(page: Page, findings: Findings, language: Language): Promise<void> {
  const texts = shellTexts(language);
  await navigateInApp(page, '/m/home');
  await page.getByRole('button', { name: texts.header.openMenu }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.sideMenu.liveChat }).click();
  await expect(page).toHaveURL(/\/chat\?/);
  const chat = CHAT_TEXTS[language];
  const hello = `Hello ${Date.now()}`;
  await page.getByRole('textbox', { name: chat.message }).fill(hello);
  await page.getByRole('button', { name: chat.send }).click();
  await expect(page.getByRole('listitem').filter({ hasText: hello })).toContainText(chat.sent);
  await findings.audit(page, 'live chat');
}

for (const [language, theme] of COMBINATIONS) {
  test.describe(`${language.toUpperCase()} ${theme}`, () => {
    // Some forty states each, on two cores shared with the other worker.
    test.describe.configure({ timeout: 240_000 });
    test('guest: every screen and open state passes WCAG 2.2 AA', async ({ browser, server }) => {
      const context = await preferenceContext(browser, language, theme);
      const page = await context.newPage();
      const findings = new Findings();
      await page.goto(`${server.baseUrl}/m/home`);
      await auditPopups(page, findings, 'guest');
      await settle(page);
      await findings.audit(page, 'guest /m/home');
      await auditShellOverlays(page, findings, language, 'guest');
      await auditRoutes(page, findings, 'guest');
      await context.close();
      expect(findings.lines, `${findings.states.length} states audited`).toEqual([]);
    });

    test('member: every screen and open state passes WCAG 2.2 AA', async ({ browser, server }) => {
      const context = await preferenceContext(browser, 'en', theme);
      const page = await context.newPage();
      const findings = new Findings();
      // Logged in through the English form (the support helper's labels), then the chosen language.
      await logIn(page, server.baseUrl);
      await page.evaluate((lang) => localStorage.setItem('language', lang.toUpperCase()), language);
      await page.reload();
      await auditPopups(page, findings, 'member');
      await settle(page);
      await findings.audit(page, 'member /m/home');
      await auditShellOverlays(page, findings, language, 'member');
      await auditRoutes(page, findings, 'member');
      await auditGameFrames(page, findings);
      await auditLiveChat(page, findings, language);
      await context.close();
      expect(findings.lines, `${findings.states.length} states audited`).toEqual([]);
    });
  });
}
