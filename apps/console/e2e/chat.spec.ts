/**
 * Live chat in the console against the real server: a member registered through the lobby API
 * opens live chat (the lobby's chat page, from CBS_launchChat) and writes. An operator signed in
 * to the console sees the conversation appear as waiting, opens it (its history comes over the
 * chat socket), answers with Enter, and the member's page shows the answer. What the member typed
 * is shown as text, never as HTML. A dropped socket shows as reconnecting; an answer written meanwhile
 * is sent once it is back. The workspace is shown once more in Urdu with the dark theme.
 */
import { type Page, expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

/** A new member the lobby's way, logged in; returns their live-chat page address. */
async function memberChatUrl(username: string): Promise<string> {
  const token = await memberToken(username);
  const launched = await lobbyValue('GET', '/wps/relay/CBS_launchChat', { token });
  return (launched as { chatUrl: string }).chatUrl;
}

/** Signs in and opens Live chat. */
async function signInToChat(page: Page, username: string, authenticator: string) {
  await signIn(page, username, authenticator);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Live chat' })
    .click();
  await expect(page.getByRole('heading', { name: 'Live chat', level: 2 })).toBeVisible();
}

test('an operator answers a member’s live chat from the console', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const tag = testInfo.project.name.slice(0, 1);
  const member = `ch${tag}${Date.now().toString(36)}`.slice(0, 16);
  const operator = `chat_${testInfo.project.name}`;
  const [chatUrl, authenticator] = [
    await memberChatUrl(member),
    await createAdminWithCli(operator, PASSWORD),
  ];

  // The member writes in the lobby's chat page.
  const memberPage = await (await browser.newContext()).newPage();
  await memberPage.goto(chatUrl);
  const hello = `Where is my deposit? <b>urgent</b> ${tag}`;
  await memberPage.getByRole('textbox', { name: 'Type a message' }).fill(hello);
  await memberPage.getByRole('button', { name: 'Send' }).click();
  await expect(memberPage.getByText(hello)).toBeVisible();

  // The operator sees it waiting, opens it and reads the member's words as typed.
  const page = await (await browser.newContext()).newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  await signInToChat(page, operator, authenticator);
  // The chat socket passes through here, so the test can drop it and refuse reconnects for a while.
  let refuse = false;
  const dropNow: (() => Promise<void>)[] = [];
  await page.routeWebSocket(/\/chat\/socket$/, async (ws) => {
    if (refuse) {
      await ws.close();
      return;
    }
    const server = ws.connectToServer();
    dropNow.push(async () => {
      await server.close();
      await ws.close();
    });
  });
  const list = page.getByRole('navigation', { name: 'Conversations' });
  const entry = list.getByRole('button', { name: `Open the chat with ${member}` });
  await expect(entry).toContainText('Waiting: 1');
  await entry.click();
  await expect(page.getByRole('heading', { name: `Chat with ${member}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const log = page.getByRole('log', { name: `Messages with ${member}` });
  await expect(log.getByText(hello, { exact: true })).toBeVisible();
  await expect(log.locator('b')).toHaveCount(0);

  // Enter sends the answer; it shows at once, and the member's page shows it too.
  const answer = `Hello ${member}, it arrived a minute ago.`;
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await box.fill(answer);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(log.getByText(answer)).toBeVisible();
  await expect(memberPage.getByText(answer)).toBeVisible();
  // Once the member's page has shown it, the console says so; the conversation is no longer waiting.
  await expect(log.getByRole('listitem').filter({ hasText: answer })).toContainText('Seen');
  await expect(entry).toContainText('Answered');
  await page.screenshot({ path: testInfo.outputPath('chat-en-light.png') });

  // The member writes again: it reaches the open conversation without a reload.
  const more = `Thank you ${tag}`;
  await memberPage.getByRole('textbox', { name: 'Type a message' }).fill(more);
  await memberPage.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(more)).toBeVisible();

  // The connection drops and reconnects are refused: the console says so and keeps the answer;
  // once a reconnect gets through, the answer is sent and reaches the member.
  refuse = true;
  await Promise.all(dropNow.map((drop) => drop()));
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible();
  const late = `Still there, ${member}?`;
  await box.fill(late);
  await box.press('Enter');
  await expect(log.getByRole('listitem').filter({ hasText: late })).toContainText('Sending');
  await expect(
    page.getByText('Not connected: your answer is sent when the connection is back.'),
  ).toBeVisible();
  refuse = false;
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(memberPage.getByText(late)).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: late })).toContainText(/Sent|Seen/);
  await expect(log.getByText(late)).toHaveCount(1);

  // The same workspace in Urdu with the dark theme, after a reload that keeps the conversation open.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: `${member} کے ساتھ چیٹ` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'رابطہ قائم ہے' })).toBeVisible();
  const logUr = page.getByRole('log', { name: `${member} کے ساتھ پیغامات` });
  await expect(logUr.getByText(answer)).toBeVisible();
  await expect(logUr.getByText(more)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('chat-ur-dark.png') });
  expect(refused).toEqual([]);
});
