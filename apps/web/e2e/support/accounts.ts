import { expect, type Page } from '@playwright/test';
import { type ExtraServer, runServerCli, startExtraServer, WEB_DIST } from './server.ts';
import { sliderGap, slideTo } from './slider.ts';

/**
 * The accounts specs run against their own server in the labelled demo with AUTH_CHALLENGES=test,
 * which the server refuses outside the demo (and the demo in production), hence NODE_ENV=test and
 * DEMO=true here. Its documented fixed answer for the image captcha (apps/server/README.md): 000000.
 * The slider is solved for real (support/slider.ts), as on any server. The message outbox (GET /wps/dev/outbox) is open
 * in the demo, so SMS codes are read there.
 */
export const TEST_CAPTCHA = '000000';

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
    // One operator command for all of them: each run of the CLI starts Node and opens the database.
    prepare: (dataDir) =>
      runServerCli(
        dataDir,
        ['whitelabel', ['REGUSERNAME3', 'REGMOBILE3', 'MOBILEVERCODELOGIN3', ...extraFlags].join(','), 'on'],
        ACCOUNTS_SERVER_ENV,
      ),
  });
}

/** How often the slider is tried before the test fails: a person gets another puzzle too. */
const SLIDER_ATTEMPTS = 2;

/**
 * Solves the slider human check as a person does: finds the gap in its picture, moves the handle
 * there with the keyboard and lets go; the server checks the position and the trail (no test
 * token). A miss brings a fresh puzzle, tried once more. `label` and `passed` in the page's language.
 */
export async function solveSlider(
  page: Page,
  label = 'Human check: slide the piece into the gap',
  passed = 'Check passed',
): Promise<void> {
  const handle = page.getByRole('slider', { name: label });
  const settled = page.locator('.slider--passed, .slider--failed');
  for (let attempt = 1; ; attempt += 1) {
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    const gap = await sliderGap(page);
    await handle.focus();
    await slideTo(page, gap);
    await expect(settled).toBeVisible();
    if ((await settled.getAttribute('class'))?.includes('slider--passed')) break;
    expect(attempt, `the slider's gap was missed ${attempt} times`).toBeLessThan(SLIDER_ATTEMPTS);
  }
  await expect(page.getByText(passed)).toBeVisible();
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
