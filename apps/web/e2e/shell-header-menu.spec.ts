import type { Page } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { type Language, startIn } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, test } from './support/test.ts';
import { logIn, memberPost, sessionToken } from './support/wallet.ts';

/**
 * The shell's header and side menu at the phone's narrowest width: a long Latin name in the Urdu
 * header keeps its start and is cut at its end with an ellipsis, and the side menu leads to the
 * game lobby and the lottery lobby in both languages.
 */
test.use({ viewport: { width: 360, height: 780 } });

/** As long as the nickname rule allows (20 characters, apps/server accounts/rules.ts). */
const LONG_NAME = 'MuhammadAbdullahKhan';

/** Urdu is seen in the dark theme, English in the light one. */
function prefer(page: Page, language: Language): Promise<void> {
  return startIn(page, language, language === 'UR' ? 'dark' : 'light');
}

test.describe('a long name in the header', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAccountsServer(E2E_PORT + 304);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const language of ['UR', 'EN'] as const) {
    test(`a long Latin name in the ${language} header shows its start and ends in an ellipsis`, async ({
      page,
    }) => {
      // The demo member, who gave the longest nickname the rule allows through the nickname call.
      await logIn(page, server.baseUrl);
      await memberPost(server.baseUrl, await sessionToken(page), '/wps/member/info/nickname', {
        nickname: LONG_NAME,
      });
      // Without the details this tab kept from the login (the old nickname): home asks again.
      await page.evaluate(() => sessionStorage.removeItem('memberInfo'));
      await prefer(page, language);
      await page.goto(`${server.baseUrl}/m/home`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
      const name = page.getByRole('banner').getByText(LONG_NAME);
      await expect(name).toBeVisible();
      const shown = await name.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const text = element.firstChild;
        if (text === null) return null;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const first = range.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          cut: element.scrollWidth > element.clientWidth,
          ellipsis: style.textOverflow,
          direction: style.direction,
          // The name's first letter lies inside the visible box: the cut is at the end.
          startVisible: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
        };
      });
      expect(shown).toEqual({ cut: true, ellipsis: 'ellipsis', direction: 'ltr', startVisible: true });
    });
  }
});

const MENU = {
  EN: {
    open: 'Open menu',
    menu: 'Side menu',
    lobbies: 'Lobbies',
    game: 'Game lobby',
    lottery: 'Lottery lobby',
  },
  UR: { open: 'مینو کھولیں', menu: 'سائیڈ مینو', lobbies: 'لابیاں', game: 'گیم لابی', lottery: 'لاٹری لابی' },
} as const;

for (const language of ['EN', 'UR'] as const) {
  test(`the side menu leads to the game lobby and the lottery lobby in ${language}`, async ({ page }) => {
    const text = MENU[language];
    await prefer(page, language);
    await page.goto('/m/home');
    const openMenu = page.getByRole('banner').getByRole('button', { name: text.open });
    await openMenu.click();
    const lobbies = page
      .getByRole('dialog', { name: text.menu })
      .getByRole('navigation', { name: text.lobbies });
    await expect(lobbies.getByRole('link', { name: text.lottery })).toBeVisible();
    await lobbies.getByRole('link', { name: text.game }).click();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect(page.getByRole('dialog', { name: text.menu })).toHaveCount(0);

    await openMenu.click();
    await page
      .getByRole('dialog', { name: text.menu })
      .getByRole('navigation', { name: text.lobbies })
      .getByRole('link', { name: text.lottery })
      .click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });
}
