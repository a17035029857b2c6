import { expect, test } from './support/test.ts';
import { answerFromContract } from './support/contract.ts';

test.describe('help centre (spec 2.12)', () => {
  test('lists topics with numbered children and opens an article by tapping', async ({ page }) => {
    await page.goto('/m/help');
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'Account and security' })).toBeVisible();
    await expect(topics.getByRole('link', { name: '1. How do I register?' })).toBeVisible();
    await expect(topics.getByRole('link', { name: '2. I forgot my password' })).toBeVisible();
    await expect(topics.getByRole('link', { name: '3. Keeping your account safe' })).toBeVisible();

    await topics.getByRole('link', { name: '2. My deposit has not arrived' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=1&c=1$/);
    await expect(
      page.getByRole('article').getByRole('heading', { name: 'My deposit has not arrived' }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('a deep link with p and c opens the article once the list has loaded', async ({ page }) => {
    await page.goto('/m/helpDetail?p=2&c=0');
    await expect(
      page.getByRole('article').getByRole('heading', { name: 'How do I withdraw?' }),
    ).toBeVisible();
  });

  test('a deep link with only p opens the main topic', async ({ page }) => {
    await page.goto('/m/helpDetail?p=3');
    await expect(page.getByRole('article').getByRole('heading', { name: 'Games and lottery' })).toBeVisible();
  });

  test('an index that does not exist says so and links back to the list', async ({ page }) => {
    await page.goto('/m/helpDetail?p=99&c=0');
    await expect(page.getByText('This help article could not be found.')).toBeVisible();
    await page.getByRole('link', { name: 'All help topics' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('article HTML is sanitised before it is shown', async ({ page }) => {
    // Hostile HTML from the operator's help content, in an answer the contract allows.
    await answerFromContract(page, 'helpCenter', [
      {
        title: 'Tricky',
        content:
          '<p>Safe text</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
        children: [],
      },
    ]);
    await page.goto('/m/helpDetail?p=0');
    await expect(page.getByRole('article').getByText('Safe text')).toBeVisible();
    await expect(page.locator('.help-article [onerror], .help-article script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
});
