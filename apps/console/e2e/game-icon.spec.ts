/**
 * A game's own icon picture against the real server: an admin uploads a PNG as the icon of the
 * lobby's first hot game in the games table's picture dialog and saves it; a player's phone then
 * shows that game's tile on the lobby's home with the picture, loaded from this server's /uploads.
 * Removing the picture brings the drawn emblem back. No step draws a CSP refusal.
 */
import { expect, test } from '@playwright/test';
import { lobbyValue } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { PNG_1X1, refusedByCsp } from './support/pictures.ts';
import { createAdminWithCli } from './support/server.ts';

interface HotGame {
  gameId: number;
  gameCode: string;
  displayName: string;
}

test('an icon picture uploaded in the console is what the lobby’s tile shows, until removed', async ({
  browser,
}, testInfo) => {
  const admin = `icons_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  const refused = refusedByCsp(page);
  await signIn(page, admin, link);

  const { list } = (await lobbyValue('GET', '/wps/relay/GCSGAME_hotGamesV2')) as { list: HotGame[] };
  const game = list[0];
  if (game === undefined) throw new Error('the demo lobby has hot games');
  const name = game.displayName;

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Games' })
    .click();
  const filters = page.getByRole('form', { name: 'Game filters' });
  await filters.getByRole('textbox', { name: 'Name or code' }).fill(game.gameCode);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: `Icon picture of ${name}`, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Icon picture: ${name}` });
  const address = dialog.getByRole('textbox', { name: 'Picture address' });
  // An address that is neither ours nor https is pointed out before anything is sent.
  await address.fill('http://pictures.example.com/icon.png');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Use a picture uploaded here (/uploads/…) or an https:// address.'),
  ).toBeVisible();

  await address.fill('');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(address).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.png$/);
  const picture = await address.inputValue();
  await expect(dialog.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', picture);
  await page.screenshot({ path: testInfo.outputPath('game-icon-dialog-en-light.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${name} saved.`);
  await expect(page.getByRole('button', { name: `Icon picture of ${name}`, exact: true })).toHaveText(
    'Own picture',
  );

  // A player's phone shows the game's tile with the uploaded picture, loaded.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  const phoneRefused = refusedByCsp(phone);
  await phone.goto('/m/home');
  const tile = phone.getByRole('button', { name: `Play ${name}`, exact: true }).first();
  await tile.scrollIntoViewIfNeeded();
  const icon = tile.locator('img');
  await expect(icon).toHaveAttribute('src', picture);
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await phone.screenshot({ path: testInfo.outputPath('game-icon-lobby-tile.png') });
  await page.screenshot({ path: testInfo.outputPath('game-icon-table-en-light.png') });

  // Removed, the tile draws the game's emblem again.
  await page.getByRole('button', { name: `Icon picture of ${name}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove picture' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Icon picture of ${name}`, exact: true })).toHaveText(
    'Picture',
  );
  await phone.reload();
  await phone
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .first()
    .scrollIntoViewIfNeeded();
  await expect(
    phone
      .getByRole('button', { name: `Play ${name}`, exact: true })
      .first()
      .locator('img'),
  ).toHaveAttribute('src', /\/game-icons\//);

  // The dialog in Urdu with the dark theme.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page
    .getByRole('button', { name: /کے آئیکن کی تصویر$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^آئیکن کی تصویر:/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('game-icon-dialog-ur-dark.png') });

  expect(refused).toEqual([]);
  expect(phoneRefused).toEqual([]);
  await phone.context().close();
  await page.context().close();
});
