/** An operator's sign-in to the console, as a person does it: name, password, authenticator code. */
import { type Page, expect } from '@playwright/test';
import { codeOf } from './server.ts';

/** The password every spec gives the operators it creates. */
export const OPERATOR_PASSWORD = 'console-e2e-password-1';

/** Signs in and waits for the menu of sections, which names the operator (the start screen differs by role). */
export async function signIn(
  page: Page,
  username: string,
  authenticator: string,
  password: string = OPERATOR_PASSWORD,
): Promise<void> {
  await page.goto('/ops/');
  await page.getByRole('textbox', { name: 'Operator name' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expect(code).toBeFocused();
  await code.fill(codeOf(authenticator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByText(`Signed in as ${username}`),
  ).toBeVisible();
}

/**
 * An operator made by a signed-in admin on the Operators screen with one role (the checkbox's
 * English name, e.g. "Payments"); returns its authenticator link, which the screen shows once.
 */
export async function createOperatorOnScreen(page: Page, username: string, role: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Operators' })
    .click();
  await page.getByRole('button', { name: 'New operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'New operator' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(OPERATOR_PASSWORD);
  await dialog.getByRole('checkbox', { name: role }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const link = (await dialog.getByText(/^otpauth:\/\//).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}
