/**
 * The operator console against the real server: the first admin (made with the command line, as
 * the README says) signs in with password and authenticator code, creates a support operator, and
 * finds that in the audit log and its CSV export; the support operator signs in, sees neither
 * Operators nor the audit log, and is signed out after the idle time, told why. Urdu: the sign-in
 * screen mirrors and a refused sign-in says why in Urdu.
 */
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { codeOf, createAdminWithCli } from './support/server.ts';

const PASSWORD = 'console-e2e-password-1';

/** What the page's CSP refused: the console must run under the lobby's strict policy untouched. */
function refusedByCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

async function signIn(page: Page, username: string, password: string, authenticator: string) {
  await page.getByRole('textbox', { name: 'Operator name' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The server asks for the code only once the password is right.
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expect(code).toBeFocused();
  await code.fill(codeOf(authenticator));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin adds a support operator with a role; the support operator sees only its part; the audit log shows who did it', async ({
  browser,
}, testInfo) => {
  // A retry starts on the same database, so each attempt names its own operators.
  const attempt = `${testInfo.project.name}_${testInfo.retry + testInfo.repeatEachIndex * 10}`;
  const admin = `admin_${attempt}`;
  const support = `support_${attempt}`;
  const adminLink = await createAdminWithCli(admin, PASSWORD);

  const adminPage = await (await browser.newContext()).newPage();
  const adminRefused = refusedByCsp(adminPage);
  await adminPage.goto('/ops/');
  await expect(adminPage.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await signIn(adminPage, admin, PASSWORD, adminLink);
  // An admin reads reports, so the console opens on the dashboard.
  await expect(adminPage.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  expect(new URL(adminPage.url()).pathname).toBe('/ops/console');

  const adminMenu = adminPage.getByRole('navigation', { name: 'Console sections' });
  await adminMenu.getByRole('link', { name: 'Operators' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Operators' })).toBeVisible();
  await expect(adminPage.getByRole('row', { name: new RegExp(admin) })).toContainText('Admin');

  await adminPage.getByRole('button', { name: 'New operator' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'New operator' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(support);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: 'Support' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Operator ${support} created`);
  const supportLink = (await dialog.getByText(/^otpauth:\/\//).textContent()) ?? '';
  expect(supportLink).toMatch(/^otpauth:\/\/totp\//);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const supportRow = adminPage.getByRole('row', { name: new RegExp(support) });
  await expect(supportRow).toContainText('Support');
  await expect(supportRow).toContainText('Active');

  await adminMenu.getByRole('link', { name: 'Audit log' }).click();
  await adminPage.getByRole('textbox', { name: 'Action' }).fill('operator.create');
  await adminPage.getByRole('textbox', { name: 'Operator', exact: true }).fill(admin);
  await adminPage.getByRole('button', { name: 'Apply filters' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: /entries/ })).toHaveText('1 entries');
  const entry = adminPage.getByRole('row', { name: /operator\.create/ });
  await expect(entry).toContainText(`operator:${admin}`);
  await entry.getByRole('button', { name: /Details/ }).click();
  await expect(adminPage.getByRole('dialog')).toContainText(support);
  await adminPage.keyboard.press('Escape');

  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-.+\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('operator.create');
  expect(csv).toContain(support);

  // The support operator, on another browser, opens a deep link and signs in there.
  const supportContext = await browser.newContext();
  const supportPage = await supportContext.newPage();
  const supportRefused = refusedByCsp(supportPage);
  await supportPage.clock.install();
  await supportPage.goto('/ops/console/operators');
  await signIn(supportPage, support, PASSWORD, supportLink);
  const supportMenu = supportPage.getByRole('navigation', { name: 'Console sections' });
  await expect(supportMenu.getByRole('link', { name: 'Live chat' })).toBeVisible();
  await expect(supportMenu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(supportMenu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await supportPage.goto('/ops/console/audit');
  await expect(supportPage.getByText('There is no such page in the console.')).toBeVisible();

  // Fifteen quiet minutes later the console has signed out on its own and says why.
  await supportPage.clock.fastForward('15:30');
  await expect(supportPage.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expect(supportPage.getByRole('status')).toHaveText(
    'You were signed out after 15 minutes without activity.',
  );

  // The admin signs out and is told so (the audit screen's own statuses stay until the server answers).
  await adminPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expect(adminPage.getByRole('status')).toHaveText('You have signed out.');
  expect([...adminRefused, ...supportRefused]).toEqual([]);
});

test('the sign-in screen in Urdu reads right to left and says why a sign-in is refused', async ({ page }) => {
  const refused = refusedByCsp(page);
  await page.goto('/ops/');
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { name: 'آپریٹر سائن اِن' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'آپریٹر کا نام' }).fill('nobody_here');
  await page.getByRole('textbox', { name: 'پاس ورڈ' }).fill('not-the-password-123');
  await page.getByRole('button', { name: 'سائن اِن کریں' }).click();
  await expect(page.getByRole('alert')).toHaveText('آپریٹر کا نام، پاس ورڈ یا کوڈ غلط ہے');
  // The Urdu face brings only its Arabic-script letters: its Latin ones are serif, so names,
  // addresses and codes on an Urdu screen fall through to the sans face.
  const naskhFaces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => rule.style.getPropertyValue('font-family').includes('Naskh'))
      .map((rule) => rule.style.getPropertyValue('src')),
  );
  expect(naskhFaces.length).toBeGreaterThan(0);
  for (const src of naskhFaces) expect(src).toMatch(/naskh-arabic-arabic-/);
  expect(refused).toEqual([]);
});
