/**
 * The help centre and customer service against the real server: an admin makes a marketing
 * operator on the Operators screen; the marketing operator edits a help article's English and
 * Urdu text (previewed on a phone-sized frame) and the WhatsApp entry's number in the Content
 * screen. A player's phone then shows the new article in the lobby's help centre (/m/help and the
 * article's page), the lobby's Urdu help centre carries the Urdu text, and the side menu's
 * WhatsApp link leads to the new number. The screens are shot in English (light) and Urdu (dark).
 */
import { expect, test } from '@playwright/test';
import type { HelpItem } from '@openlobby/contract';
import { lobbyValue } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, createOperatorOnScreen, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

const helpCentre = async (language: 'EN' | 'UR') =>
  (await lobbyValue('GET', `/wps/system/helpCenter?lang=${language}`)) as HelpItem[];

test('a marketing operator edits a help article and the WhatsApp entry, and the lobby shows both', async ({
  browser,
}, testInfo) => {
  const run = testInfo.project.name;
  const admin = `help_admin_${run}`;
  const marketer = `help_marketing_${run}`;
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin, await createAdminWithCli(admin, PASSWORD));
  const link = await createOperatorOnScreen(adminPage, marketer, 'Marketing');

  // The article to change: the help centre's first topic's first article, as players see it now.
  const topic = (await helpCentre('EN'))[0];
  const article = topic?.children[0];
  if (topic === undefined || article === undefined) throw new Error('the seeded help centre has articles');
  const title = `How fast are deposits? (${run})`;
  const urduTitle = `جمع کتنی جلدی ہوتی ہے؟ (${run})`;
  const number = run === 'desktop' ? '923001110001' : '923001110002';

  const page = await (await browser.newContext()).newPage();
  await signIn(page, marketer, link);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await page.getByRole('tab', { name: 'Help centre' }).click();
  await page.getByRole('button', { name: `Edit ${article.title}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit: ${article.title}` });
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Content (English, HTML)' })
    .fill('<p>Most deposits arrive <b>within minutes</b>.</p><script>window.hacked=1</script>');
  await form.getByRole('textbox', { name: 'Title (Urdu)' }).fill(urduTitle);
  await form
    .getByRole('textbox', { name: 'Content (Urdu, HTML)' })
    .fill('<p>زیادہ تر رقم چند منٹ میں آ جاتی ہے۔</p>');
  const preview = form.getByRole('figure', { name: 'Preview in English' });
  await expect(preview).toContainText(topic.title);
  await expect(preview.locator('b')).toHaveText('within minutes');
  await page.screenshot({ path: testInfo.outputPath('help-form-en-light.png') });
  await form.getByRole('radiogroup', { name: 'Preview language' }).getByText('Urdu', { exact: true }).click();
  await expect(form.getByRole('figure', { name: 'Preview in Urdu' })).toContainText(urduTitle);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” saved. The lobby shows the change now.`);
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('help-list-en-light.png') });

  // The WhatsApp entry gets a new number; a bad address is refused before anything is sent.
  await page.getByRole('tab', { name: 'Customer service' }).click();
  await page.getByRole('button', { name: /^Edit WhatsApp / }).click();
  const entry = page.getByRole('dialog', { name: 'Edit: WhatsApp' });
  const address = entry.getByRole('textbox', { name: 'Address' });
  await address.fill('https://evil.example/chat');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('This address does not suit this kind of entry.')).toBeVisible();
  await address.fill(`https://wa.me/${number}`);
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('WhatsApp saved. The lobby shows the change now.');
  await expect(page.getByRole('cell', { name: `https://wa.me/${number}`, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('service-list-en-light.png') });

  // The lobby's help centre, in both languages, and on a player's phone.
  const edited = (await helpCentre('EN'))[0]?.children[0];
  expect(edited?.title).toBe(title);
  expect(edited?.content).not.toContain('script');
  expect((await helpCentre('UR'))[0]?.children[0]?.title).toBe(urduTitle);
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto('/m/help');
  await expect(phone.getByRole('link', { name: title })).toBeVisible();
  await phone.getByRole('link', { name: title }).click();
  await expect(phone.getByText('within minutes')).toBeVisible();
  expect(await phone.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // The side menu's WhatsApp link leads to the new number.
  await phone.goto('/m/home');
  await phone.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = phone.getByRole('dialog', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/${number}`,
  );

  // The console in Urdu with the dark theme: the help centre and customer service.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.getByRole('tab', { name: 'مدد مرکز' }).click();
  await expect(page.getByText(urduTitle)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('help-list-ur-dark.png') });
  await page.getByRole('button', { name: `${urduTitle} میں ترمیم کریں` }).click();
  await expect(page.getByRole('dialog').getByRole('figure', { name: 'اردو میں پیش منظر' })).toContainText(
    urduTitle,
  );
  await page.screenshot({ path: testInfo.outputPath('help-form-ur-dark.png') });
  await page.getByRole('dialog').getByRole('button', { name: 'منسوخ کریں' }).click();
  await page.getByRole('tab', { name: 'کسٹمر سروس' }).click();
  await expect(page.getByRole('cell', { name: `https://wa.me/${number}`, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('service-list-ur-dark.png') });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
