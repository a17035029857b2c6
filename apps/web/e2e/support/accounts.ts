import { expect, type Page } from '@playwright/test';
import { fulfilFromContract } from './contract.ts';
import { type ExtraServer, runServerCli, startExtraServer, WEB_DIST } from './server.ts';

/**
 * The accounts specs run against their own server in the labelled demo with AUTH_CHALLENGES=test,
 * which the server refuses outside the demo (and the demo in production), hence NODE_ENV=test and
 * DEMO=true here. Its documented fixed answers (apps/server/README.md): captcha 000000, SMS code
 * 000000, human-check pass token TEST-HUMAN-PASS. The message outbox (GET /wps/dev/outbox) is open
 * in the demo, so SMS codes are read there.
 */
export const TEST_CAPTCHA = '000000';
export const TEST_HUMAN_PASS = 'TEST-HUMAN-PASS';

/** The accounts server's mode; its operator commands run in the same one, or its config refuses them. */
export const ACCOUNTS_SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  DEMO: 'true',
  AUTH_CHALLENGES: 'test',
};

export function startAccountsServer(
  port: number,
  options: { env?: Record<string, string>; extraFlags?: string[] } = {},
): Promise<ExtraServer> {
  const extraFlags = options.extraFlags ?? [];
  return startExtraServer(port, {
    env: { ...ACCOUNTS_SERVER_ENV, WEB_DIST_DIR: WEB_DIST, ...options.env },
    // Both registration methods and SMS login on, so every flow can be driven (spec 2.7, 2.8).
    prepare: async (dataDir) => {
      for (const flag of ['REGUSERNAME3', 'REGMOBILE3', 'MOBILEVERCODELOGIN3', ...extraFlags]) {
        await runServerCli(dataDir, ['whitelabel', flag, 'on'], ACCOUNTS_SERVER_ENV);
      }
    },
  });
}

/**
 * The slider puzzle cannot be solved by a script (that is its point): the verify answer is replaced
 * by the server's test pass token, which the server accepts only with AUTH_CHALLENGES=test. The
 * challenge itself, the handle and the submit all run for real.
 */
export async function passSliderWithTestToken(page: Page): Promise<void> {
  await page.route('**/wps/captcha/slider', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return fulfilFromContract(route, 'humanCheckVerify', {
      passToken: TEST_HUMAN_PASS,
      expiresAt: Date.now() + 120_000,
    });
  });
}

/** Drags the slider handle with the keyboard (End, then Enter) and waits for the pass. */
export async function solveSlider(
  page: Page,
  label = 'Human check: slide the piece into the gap',
): Promise<void> {
  const handle = page.getByRole('slider', { name: label });
  await expect(handle).toHaveAttribute('aria-disabled', 'false');
  await handle.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Check passed')).toBeVisible();
}

/** The newest SMS code sent to `to` (E.164), read from the dev outbox. */
export async function latestSmsCode(baseUrl: string, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl}/wps/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { value?: { body: string }[] };
      code = /\b(\d{4,10})\b/.exec(body.value?.[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** A Pakistani mobile number no other run uses: 3xx followed by seven digits. */
export function uniqueMobile(): string {
  return `345${String(Date.now() % 1e7).padStart(7, '0')}`;
}

/** A date of birth that passes every merchant's age check: registrations fill it. */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** Fills the date of birth of the register form (or an agent's downline form) in either language. */
export async function fillBirthDate(page: Page, date: string = ADULT_BIRTH_DATE): Promise<void> {
  await page.getByLabel(/^(Date of birth|تاریخِ پیدائش)$/).fill(date);
}
