import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { type IdentityProvider, startIdentityProvider } from './support/identityProvider.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';

/**
 * Social sign-in (GOOGLELOGIN3 on, FACEBOOKLOGIN3 off) through a local OpenID Connect provider,
 * and the free-trial page /m/trail, on a server of their own.
 */
test.describe.configure({ mode: 'serial' });

const CLIENT_ID = 'openlobby-e2e';
/** From E2E_PORT, clear of the other specs' offsets, so suites on different E2E_PORTs never share a port. */
const SERVER_PORT = E2E_PORT + 40;
const IDP_PORT = E2E_PORT + 46;
let idp: IdentityProvider;
let server: ExtraServer;

test.beforeAll(async () => {
  idp = await startIdentityProvider(IDP_PORT, `e2e-${Date.now()}`);
  server = await startAccountsServer(SERVER_PORT, {
    env: {
      SOCIAL_JWKS_URL: idp.jwksUrl,
      SOCIAL_ISSUER: idp.issuer,
      SOCIAL_AUDIENCE: CLIENT_ID,
      SOCIAL_GOOGLE_AUTHORIZE_URL: idp.authorizeUrl,
      SOCIAL_FACEBOOK_AUTHORIZE_URL: idp.authorizeUrl,
    },
    extraFlags: ['GOOGLELOGIN3'],
  });
});

test.afterAll(async () => {
  await server.stop();
  await idp.stop();
});

test('a cancelled social sign-in says so and leads back to the login', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/login`);
  // Facebook's flag is off: only Google's button shows, though both are configured.
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Sign-in was cancelled/);
  // The provider's answer leaves the address bar (removed just after the screen shows).
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('social sign-in lands on home as a member; the token never stays in the address bar', async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/m/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to OpenLobby?' })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ type: 0 });
  expect(page.url()).not.toContain('id_token');
});

test('a replayed callback address is refused', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The lobby asks the server for a nonce before it leaves for the provider: read the address there.
  await expect(page.getByRole('heading', { name: 'Sign in to OpenLobby?' })).toBeVisible();
  const consent = page.url();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The same answer again (e.g. from a shared link): its state no longer matches a pending sign-in.
  const answer = await fetch(`${consent}&decision=allow`, { redirect: 'manual' });
  const back = answer.headers.get('location') ?? '';
  await page.goto(back);
  await expect(page.getByRole('alert')).toHaveText(/no longer valid/);
});

test('the free-trial page explains the trial and starts one', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/trail`);
  await expect(page.getByRole('heading', { name: 'Try the lobby for free' })).toBeVisible();
  // The amount is isolated left to right (U+2066 … U+2069), invisible to the player.
  await expect(page.getByText(/You start with \u2066.*2,000\.00\u2069 of play credit/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'About the free trial' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ type: 4 });
  await page.goto(`${server.baseUrl}/m/trail`);
  await expect(page.getByRole('heading', { name: 'You are already on a free trial.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the free-trial page in Urdu, right to left', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/help`);
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto(`${server.baseUrl}/m/trail`);
  await expect(page.getByRole('heading', { name: 'لابی مفت آزمائیں' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'مفت آزمائش شروع کریں' })).toBeEnabled();
});
