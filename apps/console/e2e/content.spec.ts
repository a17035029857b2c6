/**
 * Content against the real server: an admin adds a Home banner (group m_home) in the console with
 * English and Urdu titles, a picture and a link, and the lobby's home banners (the consolidated
 * settings the web app boots from) then carry it in both languages; the admin edits it and the
 * lobby follows, deletes it and the lobby no longer has it. The popup form's preview runs no script
 * from the HTML typed into it. The form is shown once more in Urdu with the dark theme. An auditor
 * (content.read, no content.manage) sees the banners and their preview, and nothing to change.
 */
import { type Page, expect, test } from '@playwright/test';
import type { BannerItem } from '@openlobby/contract';
import { OPERATOR_PASSWORD as PASSWORD, createOperatorOnScreen, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

const CONSOLIDATED = '/wps/system/settings/consolidated';

/** The home banners the lobby boots with, in one language. */
async function lobbyBanners(language: 'EN' | 'UR'): Promise<BannerItem[]> {
  const response = await fetch(`${E2E_BASE_URL}${CONSOLIDATED}`, { headers: { language } });
  const answer = (await response.json()) as { success: boolean; value: { banners: BannerItem[] } };
  expect(answer.success).toBe(true);
  return answer.value.banners;
}

function refusedByCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

test('a banner added, edited and deleted in the console is what the lobby shows', async ({
  browser,
}, testInfo) => {
  const admin = `content_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  const refused = refusedByCsp(page);
  await signIn(page, admin, link);

  // A picture the server already has: the first seeded home banner's.
  const seeded = (await lobbyBanners('EN')).find((banner) => banner.groupName === 'm_home');
  if (seeded === undefined) throw new Error('the demo lobby has home banners');
  const title = `Cricket cashback ${testInfo.project.name}`;
  const urduTitle = `کرکٹ کیش بیک ${testInfo.project.name}`;

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { name: 'Content', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: `Edit ${seeded.title}` })).toBeVisible();

  // The popup form's preview shows the HTML's formatting and runs none of its script.
  await page.getByRole('tab', { name: 'Popups' }).click();
  await page.getByRole('button', { name: 'New item' }).click();
  const popup = page.getByRole('dialog', { name: 'New item: Popups' });
  await popup
    .getByRole('textbox', { name: 'Content (English, HTML)' })
    .fill(
      '<p><b>Double points</b> tonight</p><img src="/x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    );
  const popupPreview = popup.getByRole('figure', { name: 'Preview in English' });
  await expect(popupPreview.locator('b')).toHaveText('Double points');
  await expect(popupPreview.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await popup.getByRole('button', { name: 'Cancel' }).click();

  // A new Home banner.
  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'New item' }).click();
  const form = page.getByRole('dialog', { name: 'New item: Banners' });
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await form.getByRole('textbox', { name: 'Title (Urdu)' }).fill(urduTitle);
  await form.getByRole('textbox', { name: 'Image address' }).fill(seeded.url);
  await form.getByRole('textbox', { name: 'Link' }).fill('/promotions');
  await expect(form.getByRole('combobox', { name: 'Banner group' })).toHaveValue('Home (m_home)');
  const preview = form.getByRole('figure', { name: 'Preview in English' });
  await expect(preview.getByRole('img', { name: title })).toHaveAttribute('src', seeded.url);
  await page.screenshot({ path: testInfo.outputPath('content-form-en-light.png') });
  await form.getByRole('radiogroup', { name: 'Preview language' }).getByText('Urdu', { exact: true }).click();
  await expect(form.getByRole('figure', { name: 'Preview in Urdu' })).toContainText(urduTitle);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” created.`);
  await expect(form).toHaveCount(0);

  const shown = async (language: 'EN' | 'UR', text: string) =>
    (await lobbyBanners(language)).find((banner) => banner.title === text);
  expect(await shown('EN', title)).toMatchObject({
    groupName: 'm_home',
    url: seeded.url,
    link: '/promotions',
  });
  expect(await shown('UR', urduTitle)).toMatchObject({ groupName: 'm_home', url: seeded.url });
  // And a player's phone shows it among home's slides.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto('/m/home');
  await expect(phone.getByRole('img', { name: title, includeHidden: true })).toHaveAttribute(
    'src',
    seeded.url,
  );

  // Edited: a new title; the lobby has the new one and not the old.
  const edited = `${title} (edited)`;
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit: ${title}` });
  await edit.getByRole('textbox', { name: 'Title (English)' }).fill(edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${edited}” saved. The lobby shows the change now.`);
  expect(await shown('EN', edited)).toMatchObject({ url: seeded.url, link: '/promotions' });
  expect(await shown('EN', title)).toBeUndefined();
  await phone.reload();
  await expect(phone.getByRole('img', { name: edited, includeHidden: true }).first()).toBeAttached();
  await expect(phone.getByRole('img', { name: title, exact: true, includeHidden: true })).toHaveCount(0);

  // The same form in Urdu with the dark theme.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.getByRole('button', { name: `${urduTitle} میں ترمیم کریں` }).click();
  const urduForm = page.getByRole('dialog', { name: `ترمیم: ${edited}` });
  await expect(urduForm.getByRole('figure', { name: 'اردو میں پیش منظر' })).toContainText(urduTitle);
  await page.screenshot({ path: testInfo.outputPath('content-form-ur-dark.png') });
  await urduForm.getByRole('button', { name: 'منسوخ کریں' }).click();
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();

  // Deleted, after the confirmation: gone from the lobby.
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${edited}” deleted.`);
  await expect(page.getByRole('button', { name: `Edit ${edited}` })).toHaveCount(0);
  expect(await shown('EN', edited)).toBeUndefined();
  expect(await shown('UR', urduTitle)).toBeUndefined();
  await phone.reload();
  await expect(phone.getByRole('img', { name: seeded.title, includeHidden: true }).first()).toBeAttached();
  await expect(phone.getByRole('img', { name: edited, includeHidden: true })).toHaveCount(0);

  // The banner list in English and the light theme.
  await page.screenshot({ path: testInfo.outputPath('content-banners-en-light.png') });
  expect(refused).toEqual([]);
});

test('an auditor sees the banners and their preview, and nothing to change', async ({
  browser,
}, testInfo) => {
  const admin = `content_boss_${testInfo.project.name}`;
  const auditor = `content_audit_${testInfo.project.name}`;
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin, await createAdminWithCli(admin, PASSWORD));
  // The admin makes the auditor on the Operators screen.
  const link = await createOperatorOnScreen(adminPage, auditor, 'Auditor');

  const page = await (await browser.newContext()).newPage();
  const refused = refusedByCsp(page);
  await signIn(page, auditor, link);
  const seeded = (await lobbyBanners('EN')).find((banner) => banner.groupName === 'm_home');
  if (seeded === undefined) throw new Error('the demo lobby has home banners');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('note').filter({ hasText: 'Read only' })).toBeVisible();
  await expect(page.getByRole('button', { name: `View ${seeded.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${seeded.title}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New item' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Inbox message' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('content-readonly-en-light.png') });

  await page.getByRole('button', { name: `View ${seeded.title}` }).click();
  const view = page.getByRole('dialog', { name: `View: ${seeded.title}` });
  await expect(view.getByRole('figure', { name: 'Preview in English' }).getByRole('img')).toHaveAttribute(
    'src',
    seeded.url,
  );
  await page.screenshot({ path: testInfo.outputPath('content-view-en-light.png') });
  await view.getByRole('button', { name: 'Close' }).last().click();

  // In Urdu with the dark theme.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'صرف دیکھنے کے لیے' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('content-readonly-ur-dark.png') });
  await page
    .getByRole('button', { name: /دیکھیں$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('figure', { name: 'اردو میں پیش منظر' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('content-view-ur-dark.png') });
  expect(refused).toEqual([]);
});
