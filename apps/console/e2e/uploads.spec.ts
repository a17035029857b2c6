/**
 * Picture uploads against the real server: an admin gives a new Home banner its picture by
 * uploading a PNG file in the banner form (a text file is refused first, with the translated
 * reason), saves it, and a player's phone then shows the banner on the lobby's home with the
 * picture loaded from this server's /uploads. No step draws a CSP refusal.
 */
import { expect, test } from '@playwright/test';
import { errorMessage } from '@openlobby/contract';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { PNG_1X1, refusedByCsp } from './support/pictures.ts';
import { createAdminWithCli } from './support/server.ts';

test('a banner picture uploaded in the console is what the lobby shows', async ({ browser }, testInfo) => {
  const admin = `uploads_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  const refused = refusedByCsp(page);
  await signIn(page, admin, link);
  const title = `Uploaded banner ${testInfo.project.name}`;

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await page.getByRole('button', { name: 'New item' }).click();
  const form = page.getByRole('dialog', { name: 'New item: Banners' });
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await form.getByRole('textbox', { name: 'Order' }).fill('-1000');
  const picture = form.getByRole('textbox', { name: 'Image address' });
  const file = form.locator('input[type="file"]');

  // A text file is refused by the server, in words the operator understands.
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(form.getByRole('alert')).toHaveText(errorMessage('UPLOAD_TYPE_NOT_ALLOWED', 'EN'));
  await expect(picture).toHaveValue('');

  // The PNG is stored and its address fills the field; the thumbnail and the preview draw it.
  await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(picture).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.png$/);
  const address = await picture.inputValue();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('Uploaded: 1 × 1 pixels, 1 KB.');
  await expect(form.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', address);
  await expect(
    form.getByRole('figure', { name: 'Preview in English' }).getByRole('img', { name: title }),
  ).toHaveAttribute('src', address);
  await page.screenshot({ path: testInfo.outputPath('uploads-form-en-light.png') });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” created.`);

  // A player's phone shows the banner with the uploaded picture, loaded.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  const phoneRefused = refusedByCsp(phone);
  await phone.goto('/m/home');
  const banner = phone.getByRole('img', { name: title, includeHidden: true }).first();
  await expect(banner).toHaveAttribute('src', address);
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // The form in Urdu with the dark theme, refusing a text file in Urdu.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.getByRole('button', { name: 'نیا آئٹم' }).click();
  const urdu = page.getByRole('dialog');
  await urdu
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(urdu.getByRole('alert')).toHaveText(errorMessage('UPLOAD_TYPE_NOT_ALLOWED', 'UR'));
  await page.screenshot({ path: testInfo.outputPath('uploads-form-ur-dark.png') });

  expect(refused).toEqual([]);
  expect(phoneRefused).toEqual([]);
});
