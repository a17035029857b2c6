import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * Promotions (/m/activity) at the phone viewport, against the real server and its demo
 * promotions: browse by category, claim the welcome gift and find it as the active bonus in the
 * reward centre, apply for the screenshot contest with two pictures and see it pending; then the
 * page in Urdu and dark. The steps build on each other.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG of one colour (what a phone's screenshot is, as far as the server's check goes). */
function png(side: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const card = (title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test.beforeAll(async ({ browser }) => {
  // The login's human check needs the test challenges of an accounts server (next to E2E_PORT).
  server = await startAccountsServer(E2E_PORT + 55);
  page = await restingPage(browser);
  await logIn(page, server.baseUrl);
  await storeLook(page, 'EN', 'light');
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('browses the promotions by category', async () => {
  await page.goto(`${server.baseUrl}/m/activity`);
  const chips = page.getByRole('group', { name: 'Promotion categories' });
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  // Only categories that have promotions (the demo has none for fishing).
  await expect(chips.getByRole('button', { name: 'Fishing' })).toHaveCount(0);
  await expect(card('Big win screenshot contest')).toBeVisible();
  await chips.getByRole('button', { name: 'Newbie' }).click();
  await expect(page).toHaveURL(/category=NEWBIE/);
  await expect(card('Welcome gift: 50 free bonus')).toBeVisible();
  await expect(card('Big win screenshot contest')).toHaveCount(0);
  const welcome = card('Welcome gift: 50 free bonus');
  await welcome.getByRole('button', { name: 'Rules' }).click();
  await expect(welcome.getByText('Claim 50 once per member and device.')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-h3/activity-en-light.png', fullPage: false });
});

test('taps Deposit on a deposit promotion and finds it chosen on the deposit screen', async () => {
  await page.goto(`${server.baseUrl}/m/activity?category=SLOTS`);
  await card('5% slots reload bonus').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?promoId=SLOTS5/);
  const promotion = page.getByRole('combobox', { name: 'Promotion' });
  await expect(promotion).toHaveValue('SLOTS5');
  await page.screenshot({ path: '/tmp/pw-h5/deposit-preselected-en-light.png', fullPage: false });
  // Back where the next step starts.
  await page.goto(`${server.baseUrl}/m/activity?category=NEWBIE`);
});

test('claims the welcome gift and sees it as the active bonus in the reward centre', async () => {
  const welcome = card('Welcome gift: 50 free bonus');
  await welcome.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('bonus added. See it in the reward centre')).toBeVisible();
  await expect(welcome.getByText('Claimed')).toBeVisible();
  await page.goto(`${server.baseUrl}/m/rewardCenter`);
  const bonus = page.getByRole('region', { name: 'Active bonus' });
  await expect(bonus).toContainText('Welcome gift: 50 free bonus');
  // 50 bonus, wagered 5 times: 0 of 250 so far; the bonus balance holds the 50.
  await expect(bonus).toContainText(/0\.00\P{L}*of\P{L}*250\.00/u);
  await expect(bonus).toContainText('50.00');
  await expect(bonus.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await bonus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pw-h3/reward-bonus-en-light.png', fullPage: false });
});

test('applies for the screenshot contest with two pictures and sees it pending', async () => {
  await page.goto(`${server.baseUrl}/m/activity?category=SLOTS`);
  const contest = card('Big win screenshot contest');
  await contest.getByRole('button', { name: 'Apply' }).click();
  const sheet = page.getByRole('dialog', { name: 'Apply: Big win screenshot contest' });
  const comment = sheet.getByLabel('Comment');
  await expect(sheet.getByText('0/140')).toBeVisible();
  await comment.fill('120x win on the dragon slot');
  await expect(sheet.getByText('27/140')).toBeVisible();
  await sheet.locator('input[type=file]').setInputFiles([
    { name: 'win-1.png', mimeType: 'image/png', buffer: png(48, [230, 60, 90]) },
    { name: 'win-2.png', mimeType: 'image/png', buffer: png(48, [40, 120, 220]) },
  ]);
  await expect(sheet.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  // A third file that is no picture is refused before anything is sent.
  await sheet
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(sheet.getByRole('alert')).toHaveText('notes.gif is not a PNG or JPG picture');
  await page.screenshot({ path: '/tmp/pw-h3/apply-en-light.png', fullPage: false });
  await sheet.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application sent. We will review it soon')).toBeVisible();
  await expect(contest.getByText('Pending')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Big win screenshot contest' })).toContainText(
    'Pending',
  );
});

test('the page in Urdu and dark, right to left', async () => {
  await storeLook(page, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/activity`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chips = page.getByRole('group', { name: 'پروموشن کی اقسام' });
  await expect(chips.getByRole('button', { name: 'سب' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card('بڑی جیت اسکرین شاٹ مقابلہ').getByText('زیرِ غور')).toBeVisible();
  await expect(card('خوش آمدید تحفہ: 50 مفت بونس').getByText('حاصل کر لیا')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-h3/activity-ur-dark.png', fullPage: false });
  await page.goto(`${server.baseUrl}/m/rewardCenter`);
  const bonus = page.getByRole('region', { name: 'جاری بونس' });
  await expect(bonus).toContainText('خوش آمدید تحفہ');
  await bonus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pw-h3/reward-bonus-ur-dark.png', fullPage: false });
});
