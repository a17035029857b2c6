import type { Locator } from '@playwright/test';
import { storeLook } from './support/language.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';
import { expect, restingPage, test } from './support/test.ts';

/**
 * Layout faults the screenshot pass over every screen found, at a 360 px phone in English and
 * Urdu: each check here failed before its fix.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 780 } });

const server = memberOnAccountsServer(53);

const TEXT = {
  EN: { openMenu: 'Open menu', logOut: 'Log out', language: 'Language: EN', topic: 'Account and security' },
  UR: { openMenu: 'مینو کھولیں', logOut: 'لاگ آؤٹ', language: 'زبان: UR', topic: 'اکاؤنٹ اور سیکیورٹی' },
} as const;

async function box(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number }> {
  const found = await locator.boundingBox();
  expect(found, 'the control is laid out').not.toBeNull();
  const { x, y, width, height } = found ?? { x: 0, y: 0, width: 0, height: 0 };
  return { top: y, bottom: y + height, left: x, right: x + width };
}

for (const language of ['EN', 'UR'] as const) {
  const T = TEXT[language];

  test(`${language}: a member's home header keeps every control on one row beside the logo`, async ({
    browser,
  }) => {
    const page = await server.member(browser, language);
    const header = page.getByRole('banner');
    const name = header.locator('.home-header__name');
    await expect(name).toHaveText(/\S/);
    // Laid out as the player sees it once the balance has arrived.
    await expect(header.locator('.home-header__balance')).toHaveText(/\d/);
    // The menu wrapped onto a row of its own under the log-out, download and language buttons.
    const logOut = await box(header.getByRole('button', { name: T.logOut }));
    for (const control of [
      header.getByRole('button', { name: T.openMenu }),
      header.getByRole('button', { name: T.language }),
    ]) {
      const at = await box(control);
      const middle = (at.top + at.bottom) / 2;
      expect(middle, "on the log-out button's row").toBeGreaterThan(logOut.top);
      expect(middle, "on the log-out button's row").toBeLessThan(logOut.bottom);
    }
    // The name gives way (its end cut with an ellipsis) instead of pushing a control off the row.
    const nameBox = await box(name);
    if (language === 'EN') expect(nameBox.right).toBeLessThanOrEqual(logOut.left);
    else expect(nameBox.left).toBeGreaterThanOrEqual(logOut.right);
    await page.context().close();
  });

  test(`${language}: a help topic's page lists its questions instead of ending on its summary`, async ({
    browser,
  }) => {
    const page = await restingPage(browser);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${server.baseUrl}/m/home`);
    await storeLook(page, language, 'light');
    await page.goto(`${server.baseUrl}/m/help`);
    await page.getByRole('link', { name: T.topic }).click();
    await expect(page.getByRole('heading', { name: T.topic })).toBeVisible();
    const questions = page.getByRole('navigation', { name: T.topic }).getByRole('link');
    await expect(questions.first()).toBeVisible();
    const first = (await questions.first().textContent()) ?? '';
    await questions.first().click();
    await expect(page.getByRole('heading', { name: first.replace(/^\d+\.\s*/, '') })).toBeVisible();
    await page.context().close();
  });
}
