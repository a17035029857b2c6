import type { Browser, Page } from '@playwright/test';
import { expect, restingContext, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { createNotice, sendInboxMessage } from './support/messaging.ts';
import { OPERATOR, OPERATOR_PASSWORD, operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn, memberGet, sessionToken } from './support/wallet.ts';

/**
 * Notices, message centre, inbox and live chat (spec 2.13, 4, 6) at the phone viewport, on this
 * spec's own server: an operator posts a notice and an inbox message through the operator API; a
 * guest reads the notice; the member sees the inbox badge, reads the message (the badge drops),
 * deletes it, then opens live chat and talks to the operator on the agent page. The steps build on
 * each other.
 */
test.describe.configure({ mode: 'serial' });

const NOTICE = {
  EN: {
    title: 'Lucky draw this Friday',
    content: '<p>Every deposit is a ticket.</p><img src="x" onerror="window.noticeXss = 1">',
  },
  UR: { title: 'اس جمعہ کو لکی ڈرا', content: '<p>ہر جمع رقم ایک ٹکٹ ہے۔</p>' },
};
const MESSAGE = {
  EN: { title: 'Your withdrawal is on its way', content: '<p>It reaches your bank within an hour.</p>' },
  UR: { title: 'آپ کی رقم روانہ ہو گئی ہے', content: '<p>ایک گھنٹے میں آپ کے بینک پہنچ جائے گی۔</p>' },
};
let server: ExtraServer;
let ops: string;
let page: Page;

async function guestPage(browser: Browser): Promise<Page> {
  const context = await restingContext(browser);
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  server = await startAccountsServer(E2E_PORT + 60);
  ops = await operatorSession(server);
  await createNotice(server, ops, NOTICE);
  page = await restingPage(browser);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('a guest reads a notice; the operator HTML is sanitised and nothing is marked', async ({ browser }) => {
  const guest = await guestPage(browser);
  await guest.goto(`${server.baseUrl}/m/home`);
  await storeLook(guest, 'EN', 'light');
  await guest.goto(`${server.baseUrl}/m/notice`);
  const list = guest.getByRole('list', { name: 'Announcement list' });
  await expect(list).toBeVisible();
  // Guests see no unread dots: nothing is tracked for them.
  await expect(list.getByText('Unread')).toHaveCount(0);
  await list.getByRole('button', { name: new RegExp(NOTICE.EN.title) }).click();
  const dialog = guest.getByRole('dialog', { name: NOTICE.EN.title });
  await expect(dialog.getByText('Every deposit is a ticket.')).toBeVisible();
  expect(await guest.evaluate(() => (window as { noticeXss?: number }).noticeXss)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await guest.context().close();
});

test('the member sees the inbox badge, reads the message (the badge drops) and deletes it', async () => {
  await logIn(page, server.baseUrl);
  const token = await sessionToken(page);
  const { customerId } = await memberGet<{ customerId: number }>(server.baseUrl, token, '/wps/member/info');
  await sendInboxMessage(server, ops, customerId, MESSAGE);
  await storeLook(page, 'EN', 'light');

  await page.goto(`${server.baseUrl}/m/message`);
  const rows = page.getByRole('navigation', { name: 'Messages and service' });
  const messages = rows.getByRole('link', { name: 'Inbox, 1 unread' });
  await expect(messages).toBeVisible();
  await expect(rows.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await messages.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);

  const inbox = page.getByRole('list', { name: 'Inbox messages' });
  const row = inbox.getByRole('button', { name: new RegExp(`${MESSAGE.EN.title}.*Unread`) });
  await expect(row).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog', { name: MESSAGE.EN.title });
  await expect(dialog.getByText('It reaches your bank within an hour.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(inbox.getByRole('button', { name: /Unread/ })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(rows.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();

  await rows.getByRole('link', { name: 'Inbox', exact: true }).click();
  await inbox.getByRole('button', { name: new RegExp(MESSAGE.EN.title) }).click();
  await page.getByRole('dialog', { name: MESSAGE.EN.title }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByText('Your inbox is empty')).toBeVisible();
});

test('the member opens live chat; the operator answers on the agent page', async ({ browser }) => {
  await page.goto(`${server.baseUrl}/m/message`);
  await page
    .getByRole('navigation', { name: 'Messages and service' })
    .getByRole('button', { name: 'Live chat' })
    .click();
  await expect(page).toHaveURL(/\/chat\?/);
  const hello = `Hello from the lobby ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Type a message' }).fill(hello);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(hello)).toBeVisible();

  const agentContext = await restingContext(browser);
  const agent = await agentContext.newPage();
  await agent.goto(`${server.baseUrl}/ops/chat-agent`);
  await agent.getByRole('textbox', { name: 'Operator name' }).fill(OPERATOR);
  await agent.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await agent.getByRole('button', { name: 'Log in' }).click();
  await agent.getByRole('button', { name: /demo_player/ }).click();
  await expect(agent.getByText(hello)).toBeVisible();
  const answer = 'Hi, how can we help?';
  await agent.getByRole('textbox', { name: 'Type a message' }).fill(answer);
  await agent.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText(answer)).toBeVisible();
  await agentContext.close();
  // The chat page's back link returns to the message centre.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
});

test('the live-chat shortcut of the side menu launches the same chat', async () => {
  await page.goto(`${server.baseUrl}/m/home`);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog');
  const shortcut = menu.getByRole('button', { name: 'Live chat' });
  await expect(shortcut).toBeVisible();

  // On a connection that drops the chat's code, the player is told rather than left waiting.
  await page.route('**/m/assets/liveChat-*.js', (route) => route.abort());
  await shortcut.click();
  await expect(page.getByText('Network problem. Please check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.unroute('**/m/assets/liveChat-*.js');

  // Once the connection is back (a browser remembers a failed module for the page's life) it works.
  await page.reload();
  await menuButton.click();
  await shortcut.click();
  await expect(page).toHaveURL(/\/chat\?/);
  // The earlier conversation is still there.
  await expect(page.getByText('Hi, how can we help?')).toBeVisible();
});

test('the message centre and notices in Urdu and dark', async () => {
  await storeLook(page, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/message`);
  const rows = page.getByRole('navigation', { name: 'پیغامات اور سروس' });
  await expect(rows.getByRole('button', { name: 'لائیو چیٹ' })).toBeVisible();
  // The chat's answer came while no agent was online, so it is in the inbox too: the entry counts it.
  await expect(rows.getByRole('link', { name: /^ان باکس/ })).toBeVisible();
  await page.goto(`${server.baseUrl}/m/notice`);
  await page
    .getByRole('list', { name: 'اعلانات کی فہرست' })
    .getByRole('button', { name: new RegExp(NOTICE.UR.title) })
    .click();
  await expect(page.getByRole('dialog', { name: NOTICE.UR.title })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'بند کریں' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${server.baseUrl}/m/webEmail`);
  await expect(page.getByRole('button', { name: /لائیو چیٹ سے جواب/ })).toBeVisible();
});

test('a type 1 member finds Notice in the bottom menu and it opens the notices', async ({ browser }) => {
  const agentMember = await guestPage(browser);
  await logIn(agentMember, server.baseUrl, 'demo_agent');
  await agentMember
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notice' })
    .click();
  await expect(agentMember).toHaveURL(/\/m\/notice$/);
  await expect(agentMember.getByRole('list', { name: 'Announcement list' })).toBeVisible();
  await agentMember.context().close();
});
