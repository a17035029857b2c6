import type { Locator, Page } from '@playwright/test';
import { type Language, startIn } from './support/language.ts';
import { expect, test } from './support/test.ts';

/**
 * A house draw goes by one name wherever a player meets it: its tile in the game lobby and its card
 * in the lottery lobby say the same, in English and in Urdu (where the tiles once said
 * "5-Minute SSC" and the cards "5D (every 5 minutes)"). In Urdu, a game name in English reads left
 * to right on its tile: "1-Minute SSC", not "Minute SSC-1". At 360 px, English light, Urdu dark.
 */
test.use({ viewport: { width: 360, height: 780 } });

const TEXT = {
  EN: {
    theme: 'light',
    tabs: 'Game categories',
    lottery: 'Lottery',
    houseVendor: 'Open OpenLobby E-Lottery',
    lotteryLobby: 'All draws: countdowns and results',
    play: (game: string) => `Play ${game}`,
    /** A tile whose vendor is not connected (the catalogue's other house draws have no engine). */
    soon: (game: string) => `Coming soon: ${game}`,
    draws: ['3-Digit Draw · Every Minute', '5-Digit Draw · Every 5 Minutes', '3-Digit Draw · Daily'],
  },
  UR: {
    theme: 'dark',
    tabs: 'گیمز کے زمرے',
    lottery: 'لاٹری',
    houseVendor: 'OpenLobby E-Lottery کھولیں',
    lotteryLobby: 'تمام قرعہ اندازیاں: الٹی گنتی اور نتائج',
    play: (game: string) => `${game} کھیلیں`,
    soon: (game: string) => `جلد آ رہا ہے: ${game}`,
    draws: [
      '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
      '5 ہندسوں کی قرعہ اندازی · ہر 5 منٹ',
      '3 ہندسوں کی قرعہ اندازی · روزانہ',
    ],
  },
} as const satisfies Record<Language, unknown>;

/** Where the first and last letters of `text` inside `holder` are drawn, from the left. */
function letterLefts(holder: Locator, text: string): Promise<[number, number]> {
  return holder.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(at), left(at + wanted.length - 1)] as [number, number];
    }
    throw new Error(`no text "${wanted}"`);
  }, text);
}

async function openHouseVendor(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  await startIn(page, language, text.theme);
  await page.goto('/m/home');
  await page
    .getByRole('tablist', { name: text.tabs })
    .getByRole('tab', { name: text.lottery, exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: text.houseVendor }).click();
}

for (const language of ['EN', 'UR'] as const) {
  const text = TEXT[language];

  test.describe(`house draw names (${language})`, () => {
    test('a draw’s tile and its lottery card carry one name', async ({ page }) => {
      await openHouseVendor(page, language);
      for (const name of text.draws) {
        await expect(page.getByRole('button', { name: text.play(name), exact: true })).toBeVisible();
      }
      await page.goBack();
      await page.getByRole('tabpanel').getByRole('link', { name: text.lotteryLobby }).click();
      await expect(page).toHaveURL(/\/m\/lottery$/);
      for (const name of text.draws) {
        const card = page.getByRole('link', { name: text.play(name), exact: true });
        await expect(card).toBeVisible();
        await expect(card).toHaveText(name);
      }
    });

    test('an English game name reads left to right on its tile', async ({ page }) => {
      await openHouseVendor(page, language);
      const tile = page.getByRole('button', { name: text.soon('1-Minute SSC'), exact: true });
      await tile.scrollIntoViewIfNeeded();
      const [first, last] = await letterLefts(tile, '1-Minute SSC');
      expect(first).toBeLessThan(last);
    });
  });
}
