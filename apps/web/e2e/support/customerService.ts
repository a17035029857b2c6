import { expect, type Locator, type Page } from '@playwright/test';

/** What the way to live chat is called in each language. */
export const SERVICE_TEXT = {
  EN: {
    quickLinks: 'Quick links',
    service: 'Customer service',
    serviceList: 'Ways to reach us',
    liveChat: /^Live chat/,
  },
  UR: {
    quickLinks: 'فوری روابط',
    service: 'کسٹمر سروس',
    serviceList: 'ہم سے رابطے کے طریقے',
    liveChat: /^لائیو چیٹ/,
  },
} as const;

/**
 * Home's Customer service quick link, tapped: the sheet opens and its live-chat row is returned
 * (tap it to land on /chat).
 */
export async function openServiceSheet(page: Page, baseUrl: string, language: 'EN' | 'UR'): Promise<Locator> {
  const text = SERVICE_TEXT[language];
  await page.goto(`${baseUrl}/m/home`);
  await page
    .getByRole('navigation', { name: text.quickLinks })
    .getByRole('button', { name: text.service })
    .click();
  const row = page
    .getByRole('dialog', { name: text.service })
    .getByRole('list', { name: text.serviceList })
    .getByRole('button', { name: text.liveChat });
  await expect(row).toBeVisible();
  return row;
}

/** The sheet's live-chat row, tapped: the browser lands on the chat page. */
export async function openChatFromSheet(page: Page, baseUrl: string, language: 'EN' | 'UR'): Promise<void> {
  await (await openServiceSheet(page, baseUrl, language)).click();
  await expect(page).toHaveURL(/\/chat\?/);
}
