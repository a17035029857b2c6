import { startAccountsServer } from './support/accounts.ts';
import { chooseUrdu } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * A member who logs in, switches the lobby to Urdu and reloads keeps their corner of the header: the
 * name, the VIP level and the balance, on a 360 px phone. The details once came only from the
 * session renewal and the member-info request that follows it, which in Urdu start after the Urdu
 * texts have loaded: on a slow phone the header showed placeholders for seconds after each reload.
 * Here the renewal is held until the header has been read, so only details the page already knows
 * can show.
 */

// It logs in first, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAccountsServer(E2E_PORT + 124);
});

test.afterAll(async () => {
  await server?.stop();
});

test("after switching to Urdu and reloading, the header still shows the member's name, level and balance", async ({
  browser,
}) => {
  const page = await restingPage(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, server.baseUrl);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Demo Player VIP 1' })).toBeVisible();
  await chooseUrdu(page);
  await expect(header.getByRole('link', { name: 'Demo Player وی آئی پی 1' })).toBeVisible();

  let releaseRenewal: () => void = () => undefined;
  const renewalHeld = new Promise<void>((resolve) => {
    releaseRenewal = resolve;
  });
  await page.route('**/wps/session/renew', async (route) => {
    await renewalHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const corner = header.getByRole('link', { name: 'Demo Player وی آئی پی 1' });
  await expect(corner).toBeVisible();
  await expect(corner.getByText('Demo Player', { exact: true })).toBeVisible();
  await expect(corner.getByText('وی آئی پی 1', { exact: true })).toBeVisible();
  await expect(header.getByText(/¥[\d,]+/)).toBeVisible();

  // Once the renewal answers, the details are the server's (and still there).
  const details = page.waitForResponse('**/wps/member/info');
  releaseRenewal();
  await details;
  await expect(corner).toBeVisible();
  await page.context().close();
});
