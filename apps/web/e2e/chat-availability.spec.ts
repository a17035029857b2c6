import type { Browser, Locator, Page } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { openServiceSheet } from './support/customerService.ts';
import { OPERATOR, OPERATOR_PASSWORD, operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn, memberGet, sessionToken } from './support/wallet.ts';

/**
 * Live chat says whether anyone is there before the player writes: in the lobby's customer-service
 * sheet and on the chat page, the opening hours when nobody is online and the promise that the
 * answer will also reach the inbox; then an agent answers and the answer is in the inbox, its badge
 * showing up on home without a reload. Then, with an agent online, both languages say so. On a
 * server of its own (a fresh conversation, no agent seen), opening hours set by the operator.
 */
test.describe.configure({ mode: 'serial' });

/** E2E_PORT + 52: clear of the other specs' offsets. */
const PORT = E2E_PORT + 52;
const HOURS = { CHAT_OPENING_HOURS: '09:00-21:00', CHAT_TIME_ZONE: 'Asia/Karachi', CHAT_REPLY_MINUTES: '7' };

const TEXT = {
  EN: {
    sheetOffline:
      'No agent is online now. Opening hours: daily 09:00–21:00 (Asia/Karachi). The answer will also reach your inbox.',
    pageOffline:
      'No agent is online now. Opening hours: daily 09:00–21:00 (Asia/Karachi). Your message will be answered here and in your inbox.',
    sheetOnline: 'An agent is online, usually replies within 7 minutes',
    pageOnline: 'An agent is online and usually replies within 7 minutes.',
    quickLinks: 'Quick links',
    unknown: 'We could not check whether an agent is online. You can still start a chat.',
    connected: 'Connected.',
    hours: '09:00–21:00',
  },
  UR: {
    sheetOffline:
      'اس وقت کوئی ایجنٹ آن لائن نہیں۔ اوقاتِ کار: روزانہ 09:00 سے 21:00 تک (Asia/Karachi)۔ جواب آپ کے ان باکس میں بھی آئے گا۔',
    pageOffline:
      'اس وقت کوئی ایجنٹ آن لائن نہیں۔ اوقاتِ کار: روزانہ 09:00 سے 21:00 تک (Asia/Karachi)۔ آپ کے پیغام کا جواب یہیں اور آپ کے ان باکس میں آئے گا۔',
    sheetOnline: 'ایک ایجنٹ آن لائن ہے، عموماً 7 منٹ میں جواب دیتا ہے',
    pageOnline: 'ایک ایجنٹ آن لائن ہے اور عموماً 7 منٹ میں جواب دیتا ہے۔',
    quickLinks: 'فوری روابط',
    unknown: 'ہم یہ نہیں جان سکے کہ کوئی ایجنٹ آن لائن ہے یا نہیں۔ آپ پھر بھی چیٹ شروع کر سکتے ہیں۔',
    connected: 'رابطہ ہو گیا۔',
    hours: '09:00 سے 21:00 تک',
  },
} as const;

let server: ExtraServer;

test.beforeAll(async () => {
  // A server start and four operator commands: slow when the shared machine is busy.
  test.setTimeout(120_000);
  server = await startAccountsServer(PORT, { env: HOURS });
  await operatorSession(server);
});

test.afterAll(async () => {
  await server?.stop();
});

async function member(browser: Browser, language: 'EN' | 'UR'): Promise<Page> {
  // The narrowest phone the lobby serves: where a sentence wraps, the hours must not.
  const page = await (await restingContext(browser, { viewport: { width: 360, height: 780 } })).newPage();
  await logIn(page, server.baseUrl);
  await page.evaluate(
    ([lang, theme]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', theme);
    },
    [language, language === 'EN' ? 'light' : 'dark'] as const,
  );
  return page;
}

/**
 * In a notice of the opening hours: the hours on one line (never "09:00–" at a line's end), and
 * the zone's Latin name isolated, so it reads the same inside an Urdu sentence.
 */
async function expectHoursReadable(notice: Locator, language: 'EN' | 'UR'): Promise<void> {
  const hours = notice.getByText(TEXT[language].hours, { exact: true });
  await expect(hours).toBeVisible();
  // One line: every box of the range (a bidi run each, in Urdu) on the same line.
  const lines = await hours.evaluate(
    (el) => new Set([...el.getClientRects()].map((box) => Math.round(box.top))).size,
  );
  expect(lines).toBe(1);
  await expect(notice.locator('bdi[dir="ltr"]')).toHaveText('Asia/Karachi');
}

async function agentPage(browser: Browser): Promise<Page> {
  const agent = await (await restingContext(browser)).newPage();
  await agent.goto(`${server.baseUrl}/ops/chat-agent`);
  await agent.getByRole('textbox', { name: 'Operator name' }).fill(OPERATOR);
  await agent.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await agent.getByRole('button', { name: 'Log in' }).click();
  return agent;
}

async function unreadTotal(page: Page): Promise<number> {
  const token = await sessionToken(page);
  return (await memberGet<{ totalUnreadCount: number }>(server.baseUrl, token, '/wps/relay/CSP_unreadCount'))
    .totalUnreadCount;
}

test('in Urdu and dark, with nobody online, the sheet and the chat page give the hours and the inbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await member(browser, 'UR');
  const liveChat = await openServiceSheet(page, server.baseUrl, 'UR');
  await expect(liveChat).toContainText(TEXT.UR.sheetOffline);
  await expectHoursReadable(liveChat, 'UR');
  await liveChat.click();
  await expect(page).toHaveURL(/\/chat\?/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(TEXT.UR.pageOffline)).toBeVisible();
  await expectHoursReadable(page.getByText(TEXT.UR.pageOffline), 'UR');
  await page.context().close();
});

test('with nobody online the answer reaches the inbox; with an agent online both languages say so', async ({
  browser,
}) => {
  // Four people (the player twice more, the agent) log in one after another.
  test.setTimeout(180_000);
  const page = await member(browser, 'EN');
  const liveChat = await openServiceSheet(page, server.baseUrl, 'EN');
  await expect(liveChat).toContainText(TEXT.EN.sheetOffline);
  await expectHoursReadable(liveChat, 'EN');
  await liveChat.click();
  await expect(page).toHaveURL(/\/chat\?/);
  await expect(page.getByText(TEXT.EN.pageOffline)).toBeVisible();
  await expectHoursReadable(page.getByText(TEXT.EN.pageOffline), 'EN');
  const question = `Is anyone there? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Type a message' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(question)).toBeVisible();

  // The player leaves the chat for home; the lobby stays open while the agent answers.
  await page.clock.install();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.goto(`${server.baseUrl}/m/home`);
  const before = await unreadTotal(page);
  const quick = page.getByRole('navigation', { name: TEXT.EN.quickLinks });
  await expect(quick.getByRole('link', { name: /^Messages/ })).toBeVisible();

  const agent = await agentPage(browser);
  await agent.getByRole('button', { name: /demo_player/ }).click();
  await expect(agent.getByText(question)).toBeVisible();
  const answer = `Your deposit arrived ${Date.now()}`;
  await agent.getByRole('textbox', { name: 'Type a message' }).fill(answer);
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => unreadTotal(page)).toBe(before + 2);

  // A minute later the open lobby has asked again: the badge shows the answer, no reload.
  await page.clock.fastForward('01:05');
  await expect(quick.getByRole('link', { name: `Messages, ${before + 2} unread` })).toBeVisible();

  await page.goto(`${server.baseUrl}/m/webEmail`);
  await page
    .getByRole('button', { name: /Reply from live chat/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Reply from live chat' })).toContainText(answer);
  await page.context().close();

  // The agent page is still open: the sheet and the chat page say someone is there, in both languages.
  for (const language of ['EN', 'UR'] as const) {
    const player = await member(browser, language);
    const row = await openServiceSheet(player, server.baseUrl, language);
    await expect(row).toContainText(TEXT[language].sheetOnline);
    await row.click();
    await expect(player.getByText(TEXT[language].pageOnline)).toBeVisible();
    await player.context().close();
  }
  await agent.context().close();
});

for (const language of ['EN', 'UR'] as const) {
  test(`in ${language}, when availability cannot be asked, the sheet says so and live chat still opens`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await member(browser, language);
    await page.route('**/wps/relay/CBS_chatAvailability', (route) => route.abort('connectionfailed'));
    const liveChat = await openServiceSheet(page, server.baseUrl, language);
    await expect(liveChat).toContainText(TEXT[language].unknown);
    await liveChat.click();
    await expect(page).toHaveURL(/\/chat\?/);
    await expect(page.getByRole('status').filter({ hasText: TEXT[language].connected })).toBeVisible();
    await page.context().close();
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the agent page opened from a bookmark follows the device's ${scheme} look, every text at 4.5:1`, async ({
    browser,
  }) => {
    const context = await restingContext(browser, {
      viewport: { width: 360, height: 780 },
      colorScheme: scheme,
    });
    await preloadAxe(context);
    const agent = await context.newPage();
    await agent.goto(`${server.baseUrl}/ops/chat-agent`);
    await expect(agent.locator('body')).toHaveCSS(
      'background-color',
      scheme === 'light' ? 'rgb(248, 250, 252)' : 'rgb(15, 23, 42)',
    );
    // Only the login shows; the composer waits for a conversation.
    await expect(agent.getByRole('button', { name: 'Send' })).toBeHidden();
    expect(await auditState(agent, `agent login ${scheme}`)).toEqual([]);
    await agent.getByRole('textbox', { name: 'Operator name' }).fill(OPERATOR);
    await agent.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await agent.getByRole('button', { name: 'Log in' }).click();
    await expect(agent.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    expect(await auditState(agent, `agent conversations ${scheme}`)).toEqual([]);
    await agent.screenshot({ path: test.info().outputPath(`agent-${scheme}.png`) });
    await context.close();
  });
}
