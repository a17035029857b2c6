import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { opsPost } from './support/messaging.ts';
import { operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';

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
});

test.describe('help centre content an operator writes (spec 2.12)', () => {
  // A server of its own: the article added here would move the shared server's topic indices.
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAccountsServer(E2E_PORT + 300);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('article HTML is sanitised before it is shown', async ({ page }) => {
    // Hostile HTML in the operator's help content, written through the operator API; first in the list.
    const ops = await operatorSession(server);
    await opsPost(server, ops, '/ops/help-items', {
      sortOrder: -100,
      texts: {
        EN: {
          title: 'Tricky',
          content:
            '<p>Safe text</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
        },
      },
    });
    await page.goto(`${server.baseUrl}/m/helpDetail?p=0`);
    await expect(page.getByRole('article').getByRole('heading', { name: 'Tricky' })).toBeVisible();
    await expect(page.getByRole('article').getByText('Safe text')).toBeVisible();
    await expect(page.locator('.help-article [onerror], .help-article script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
});
