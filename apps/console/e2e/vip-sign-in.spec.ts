/**
 * VIP levels against the real server: an admin adds a level in the console (no thresholds, an
 * upgrade bonus), and a member's reward centre then shows it: the member's level progress names
 * it and pays its bonus once, and the lobby's profile card shows the level. The sign-in calendar is
 * saved from its tab. The screen is shown in Urdu with the dark theme; the level is deleted at the
 * end (audited) and a new member no longer reaches it.
 */
import { expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

interface Progress {
  current: { level: number; name: string };
  paid: { level: number; amount: string }[];
}

const progressOf = async (token: string) =>
  (await lobbyValue('GET', '/wps/relay/MCSFE_getPlayerRankProgress', { token })) as Progress;

test('a VIP level defined in the console reaches the member, and the sign-in calendar saves', async ({
  browser,
}, testInfo) => {
  // The two projects share one server: each its own level number and names.
  const level = testInfo.project.name === 'desktop' ? 20 : 21;
  const name = `Diamond ${testInfo.project.name}`;
  const admin = `vip_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'VIP and sign-in' })
    .click();
  await expect(page.getByRole('heading', { name: 'VIP and sign-in' })).toBeVisible();
  const table = page.getByRole('table', { name: 'VIP levels' });
  // The demo's levels.
  await expect(table.getByRole('row').filter({ hasText: 'Silver' })).toContainText('Valid bets 1000.00');

  await page.getByRole('button', { name: 'Add level' }).click();
  const form = page.getByRole('dialog', { name: 'New VIP level' });
  await form.getByRole('textbox', { name: 'Level number (0–50)' }).fill(String(level));
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await form.getByRole('textbox', { name: 'Name (Urdu)' }).fill(`ڈائمنڈ ${testInfo.project.name}`);
  await form.getByRole('textbox', { name: 'Perks shown to members (English)' }).fill('Personal manager');
  await form.getByRole('textbox', { name: 'Perks shown to members (Urdu)' }).fill('ذاتی مینیجر');
  await form.getByRole('textbox', { name: 'Upgrade bonus' }).fill('7');
  await form.getByRole('textbox', { name: 'Cashback (basis points, 100 = 1 %)' }).fill('120');
  await page.screenshot({ path: testInfo.outputPath('vip-form-en-light.png') });
  await form.getByRole('button', { name: 'Save level' }).click();
  await expect(page.getByRole('status')).toHaveText(`Level ${level} saved.`);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('1.2 %');

  // A new member's level progress: the level reached, its bonus paid once.
  const token = await memberToken(`vip${testInfo.project.name[0]}${Date.now().toString(36)}`.slice(0, 16));
  const first = await progressOf(token);
  expect(first.current.level).toBeGreaterThanOrEqual(level);
  expect(first.paid).toContainEqual({ level, amount: '7.00' });
  expect((await progressOf(token)).paid).toEqual([]);

  // The member's reward centre, in the lobby the same server serves.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.addInitScript(
    (session) => {
      sessionStorage.setItem('MC_SESSION_INFO', session);
      // The seed's popups stay closed (as in the lobby's own specs).
      localStorage.setItem('popupShowA', 'false');
      localStorage.setItem('popupShowB', 'false');
      localStorage.setItem('downloadPopupRestsUntil', String(Number.MAX_SAFE_INTEGER));
    },
    JSON.stringify({ token, merchantCode: 'OPENLOBBY', userName: 'vip', type: 0, firstTimeLogin: false }),
  );
  await phone.goto(`${E2E_BASE_URL}/m/rewardCenter`);
  const card = phone.getByRole('region', { name: 'VIP level' });
  await expect(card).toContainText(`VIP ${first.current.level}`);
  await expect(card).toContainText(first.current.name);
  await phone.context().close();

  // The sign-in calendar: the merchant has one, so only the desktop project changes it.
  await page.getByRole('tab', { name: 'Daily sign-in' }).click();
  const day7 = page.getByRole('textbox', { name: 'Day 7 reward' });
  await expect(day7).toHaveValue(/^\d+\.00$/);
  if (testInfo.project.name === 'desktop') {
    await day7.fill('20');
    await page.getByRole('button', { name: 'Save calendar' }).click();
    await expect(page.getByRole('status')).toHaveText('Sign-in calendar saved.');
    const calendar = (await lobbyValue('GET', '/wps/relay/MCSFE_getSignInCalendar', { token })) as {
      days: { amount: string }[];
    };
    expect(calendar.days[6]?.amount).toBe('20.00');
  }

  // In Urdu with the dark theme.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.getByRole('tab', { name: 'وی آئی پی لیول' }).click();
  await expect(page.getByRole('heading', { name: 'وی آئی پی اور حاضری' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'وی آئی پی لیول' })).toContainText(
    `ڈائمنڈ ${testInfo.project.name}`,
  );
  await page.screenshot({ path: testInfo.outputPath('vip-table-ur-dark.png') });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();

  // Deleted: a new member no longer reaches it.
  await page.getByRole('button', { name: `Delete level ${level}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete level ${level}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(`Level ${level} deleted.`);
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const later = await progressOf(
    await memberToken(`vipx${testInfo.project.name[0]}${Date.now().toString(36)}`.slice(0, 16)),
  );
  expect(later.paid.map((paid) => paid.level)).not.toContain(level);
});
