import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  fillBirthDate,
  latestSmsCode,
  solveSlider,
  startAccountsServer,
  TEST_CAPTCHA,
  uniqueMobile,
  uniqueName,
} from './support/accounts.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { type Language, storeLook, type Theme } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';

/**
 * Accounts flows at the phone viewport, on a server of their own (AUTH_CHALLENGES=test,
 * fresh database). One server for the file; the flows build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
const PASSWORD = 'Passw0rd1';
const NEW_PASSWORD = 'Newpass22';
const username = uniqueName('web');
const mobile = uniqueMobile();

test.beforeAll(async () => {
  server = await startAccountsServer(E2E_PORT + 20);
});

test.afterAll(async () => {
  await server.stop();
});

async function fillRegisterBasics(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('Captcha', { exact: true }).fill(TEST_CAPTCHA);
  await fillBirthDate(page);
  await solveSlider(page);
}

async function logIn(page: Page, name: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Do you want to sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
}

test('register by username, land on home as that member, then log out', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/register`);
  const usernameMethod = page.getByRole('radio', { name: 'Username' });
  if ((await usernameMethod.count()) > 0) await usernameMethod.click();
  // Spec 5: the agreement is on by default; without it the submit is disabled.
  const agreement = page.getByRole('checkbox', { name: /agree to the terms/ });
  await expect(agreement).toBeChecked();
  await agreement.uncheck();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await agreement.check();
  // Focus moves to the first invalid field, with the spec's wording.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill('Different1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  await fillRegisterBasics(page, PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(username, 'i') })).toBeVisible();
  await logOut(page);
});

test('log in with remember password: the next visit is prefilled, nothing readable is stored', async ({
  page,
}) => {
  await logIn(page, username, PASSWORD);
  await logOut(page);
  await page.goto(`${server.baseUrl}/m/login`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(PASSWORD);
  expect(stored).not.toContain(btoa(PASSWORD));
});

test('change password: success, home after 1 s, the remembered record follows', async ({ page }) => {
  await logIn(page, username, PASSWORD);
  await page.goto(`${server.baseUrl}/m/changePsw`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await page.getByLabel('Old password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The new password and the old password cannot be the same')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOut(page);
  await page.goto(`${server.baseUrl}/m/login`);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

/**
 * Records, for every input and click the browser dispatches, what the page shows once that event's
 * task has run its handlers and their microtasks: the value of the box typed into, and whether the
 * tapped button reads as pressed. A listener on the window runs after the element's own handler,
 * and its microtask after the render that handler asked for, if it was rendered in the same task.
 */
async function recordWhatEachEventShows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenAfterEvents: seen });
    window.addEventListener('input', (event) => {
      const box = event.target as HTMLInputElement;
      queueMicrotask(() => seen.push(`${box.name}=${box.value}`));
    });
    window.addEventListener('click', (event) => {
      // The path as dispatched: the tapped icon may be gone from the page by now.
      const button = event
        .composedPath()
        .find((node) => node instanceof HTMLButtonElement && node.hasAttribute('aria-pressed'));
      if (button instanceof HTMLButtonElement) {
        queueMicrotask(() => seen.push(`pressed=${button.getAttribute('aria-pressed')}`));
      }
    });
  });
}

const seenAfterEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { seenAfterEvents: string[] }).seenAfterEvents);

test("a box that keeps only digits never shows a letter, and a tap's result shows in its own task", async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/m/register`);
  await page.getByRole('radio', { name: 'Mobile number' }).click();
  await recordWhatEachEventShows(page);
  // Typed key by key, as a phone's keyboard sends them.
  await page.getByLabel('Mobile number', { exact: true }).pressSequentially('03a1');
  await page.getByLabel('SMS code').pressSequentially('12x3');
  await page.getByLabel('Captcha', { exact: true }).pressSequentially('4b5');
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('031');
  await expect(page.getByLabel('SMS code')).toHaveValue('123');
  await expect(page.getByLabel('Captcha', { exact: true })).toHaveValue('45');
  const typed = await seenAfterEvents(page);
  expect(typed).toHaveLength(11);
  expect(typed.filter((shown) => /\D/.test(shown.split('=')[1] ?? ''))).toEqual([]);

  await page.getByRole('button', { name: 'Show password' }).first().click();
  expect((await seenAfterEvents(page)).slice(typed.length)).toEqual(['pressed=true']);
});

test('register by mobile with the SMS code from the outbox', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/register`);
  // Both methods are on (the server is prepared so), hence the toggle.
  await page.getByRole('radio', { name: 'Mobile number' }).click();
  const number = page.getByLabel('Mobile number', { exact: true });
  await page.getByRole('combobox', { name: 'Country dialling code' }).selectOption('PK');
  await number.fill(`0${mobile}`);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  const code = await latestSmsCode(server.baseUrl, `+92${mobile}`);
  await page.getByLabel('SMS code').fill(code);
  await fillRegisterBasics(page, PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOut(page);
});

test('log in by SMS code (MOBILEVERCODELOGIN3), in Urdu', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/help`);
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto(`${server.baseUrl}/m/login`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('radio', { name: 'موبائل ایس ایم ایس' }).click();
  await page.getByLabel('موبائل نمبر', { exact: true }).fill(mobile);
  // The registration test sent this number a code already: read the outbox only once the
  // countdown shows the server accepted the new send.
  await page.getByRole('button', { name: 'کوڈ حاصل کریں' }).click();
  await expect(page.getByRole('button', { name: /\d+ سیکنڈ/ })).toBeDisabled();
  const code = await latestSmsCode(server.baseUrl, `+92${mobile}`);
  await page.getByLabel('ایس ایم ایس کوڈ').fill(code);
  await page.getByRole('button', { name: 'لاگ اِن کریں', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
});

test('forgot password by SMS: code from the outbox, new password, then log in with it', async ({ page }) => {
  // demo_player is a seeded member with the mobile +92 300 1234567 (apps/server/README.md).
  const demoMobile = '3001234567';
  await page.goto(`${server.baseUrl}/m/forget`);
  await page.getByRole('radio', { name: 'By SMS' }).click();
  await page.getByLabel('Mobile number', { exact: true }).fill(`0${demoMobile}`);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  const resetCode = await latestSmsCode(server.baseUrl, `+92${demoMobile}`);
  await page.getByLabel('SMS code').fill(resetCode);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, 'demo_player', NEW_PASSWORD);
});

test('forgot password by e-mail: the link from the outbox sets a new password, once', async ({ page }) => {
  const LINK_PASSWORD = 'Linkpass3';
  await page.goto(`${server.baseUrl}/m/forget`);
  await page.getByRole('radio', { name: 'By e-mail' }).click();
  await page.getByLabel('Username', { exact: true }).fill('demo_player');
  await page.getByLabel('E-mail', { exact: true }).fill('demo_player@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a reset link has been sent' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${server.baseUrl}/wps/dev/outbox?to=demo_player%40example.com`);
      const body = (await response.json()) as { value?: { body: string }[] };
      link = /\/m\/forget\?token=[\w-]+/.exec(body.value?.[0]?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(`${server.baseUrl}${link}`);
  await expect(page.getByText('Choose a new password for your account.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(LINK_PASSWORD);
  await page.getByLabel('Confirm new password').fill(LINK_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, 'demo_player', LINK_PASSWORD);
  // The link is single use.
  await page.goto(`${server.baseUrl}${link}`);
  await page.getByLabel('New password', { exact: true }).fill('Another44');
  await page.getByLabel('Confirm new password').fill('Another44');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/forget\?token=/);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('radio', { name: 'By e-mail' })).toBeVisible();
});

test('free trial lands on home as a type 4 member, who is refused the member centre', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/login`);
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type?: number },
  );
  expect(session.type).toBe(4);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Member centre' })
    .click();
  const prompt = page.getByRole('dialog', { name: 'Please Register An Account First' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('member centre: a guest goes to login; a member sees the profile and security centre', async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/m/member/home`);
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, username, NEW_PASSWORD);
  await page.goto(`${server.baseUrl}/m/member/home`);
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(username);
  await page.getByRole('link', { name: 'Security centre' }).click();
  await expect(page.getByText('Security score')).toBeVisible();
  await expect(page.getByRole('link', { name: /Login password/ })).toHaveAttribute('href', '/m/changePsw');
  await page.goto(`${server.baseUrl}/m/member/home?view=profile`);
  // Head icon: picked from the server's set, saved at once, shown on the profile card.
  const third = page.getByRole('radio', { name: 'Head icon 3' });
  await third.check();
  await expect(third).toBeChecked();
  await expect(page.locator('.member__avatar img')).toHaveAttribute('src', /\/cdn\/avatars\/a3\.svg$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Head icon 3' })).toBeChecked();
  await page.getByRole('button', { name: 'Edit Nickname' }).click();
  await page.getByLabel('Nickname', { exact: true }).fill('Lucky Star');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Your account' }).getByRole('heading', { name: 'Lucky Star' }),
  ).toBeVisible();
  // The payee name is set once, after a warning.
  await page.getByRole('button', { name: 'Edit Payee (real) name' }).click();
  await expect(page.getByText('can be set only once')).toBeVisible();
  await page.getByLabel('Payee (real) name', { exact: true }).fill('Ali Khan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ali Khan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Payee (real) name' })).toHaveCount(0);
});

/** Stores the reader's language and theme the way the header's switches do, on an app page. */
async function chooseLook(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.goto(`${server.baseUrl}/m/help`);
  await storeLook(page, language, theme);
}

// One test per language and theme: each is a few page loads, so a busy machine stays within budget.
for (const language of ['EN', 'UR'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`guest account screens in ${language}, ${theme} (direction, no sideways overflow)`, async ({
      page,
    }) => {
      await chooseLook(page, language, theme);
      for (const path of ['/m/login', '/m/register', '/m/forget']) {
        await page.goto(`${server.baseUrl}${path}`);
        await expect(page.locator('.auth__form')).toBeVisible();
        await expect(page.locator('.slider__background, .field').first()).toBeVisible();
        await expectLaidOut(page, language);
      }
    });
  }
}

for (const language of ['EN', 'UR'] as const) {
  test(`member account screens in ${language} (no sideways overflow)`, async ({ page }) => {
    await chooseLook(page, 'EN', 'light');
    await logIn(page, username, NEW_PASSWORD);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const [view, ready] of [
      ['', '.member__card'],
      ['?view=security', '.score'],
      ['?view=profile', '.rows'],
    ] as const) {
      await page.goto(`${server.baseUrl}/m/member/home${view}`);
      await expect(page.locator(ready)).toBeVisible();
      await expectLaidOut(page, language);
    }
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
  });
}

test('captcha appears after failed logins whose error asks for it', async ({ page }) => {
  await page.goto(`${server.baseUrl}/m/login`);
  const captcha = page.getByLabel('Captcha', { exact: true });
  await expect(captcha).toHaveCount(0);
  for (let attempt = 0; attempt < 6 && (await captcha.count()) === 0; attempt += 1) {
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}x9`);
    await solveSlider(page);
    // Each attempt waits for its own refusal: a tap that landed before the form was ready again
    // would send nothing and spend an attempt.
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/wps/session/login',
    );
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const answer = (await (await refused).json()) as { code?: string };
    expect(answer.code, 'a refusal of the password, not of the rate').not.toBe('RATE_LIMITED');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  }
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('button', { name: 'Captcha picture; tap for a new one' })).toBeVisible();
});
