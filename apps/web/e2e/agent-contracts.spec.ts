import type { Browser, Page } from '@playwright/test';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { startAccountsServer } from './support/accounts.ts';
import { type Language, type Theme, storeLook } from './support/language.ts';
import { operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * Salary contracts at the phone viewport against the real server, as spec 4's contract check and
 * the contract screens of spec 2.1 meet: the house offers the demo agent a contract, the agent sees
 * the prompt at home, goes to the contract and accepts it, then offers its direct downline
 * (demo_player) a lower rate; the downline gets the same prompt at home and accepts. A daily salary
 * in English light, then an hourly salary in Urdu dark.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let operator: string;

interface Run {
  language: Language;
  theme: Theme;
  kind: 'DAILY_SALARY' | 'HOURLY_SALARY';
  path: RegExp;
  texts: {
    prompt: string;
    go: string;
    card: string;
    accept: string;
    confirm: string;
    active: string;
    pending: string;
    downlines: string;
    form: string;
    search: string;
    rate: string;
    send: string;
  };
}

const RUNS: Run[] = [
  {
    language: 'EN',
    theme: 'light',
    kind: 'DAILY_SALARY',
    path: /\/m\/member\/agent\/getSalaryContract$/,
    texts: {
      prompt: 'New daily salary contract',
      go: 'Go',
      card: 'Daily salary',
      accept: 'Accept',
      confirm: 'Accept this contract?',
      active: 'Active',
      pending: 'Waiting for an answer',
      downlines: 'My downlines',
      form: 'Offer a contract to a direct downline',
      search: 'Direct downline (username)',
      rate: 'Rate (%)',
      send: 'Send offer',
    },
  },
  {
    language: 'UR',
    theme: 'dark',
    kind: 'HOURLY_SALARY',
    path: /\/m\/member\/agent\/getHourContract$/,
    texts: {
      prompt: 'فی گھنٹہ تنخواہ کا نیا معاہدہ',
      go: 'جائیں',
      card: 'فی گھنٹہ تنخواہ',
      accept: 'قبول کریں',
      confirm: 'یہ معاہدہ قبول کریں؟',
      active: 'فعال',
      pending: 'جواب کا انتظار',
      downlines: 'میری ڈاؤن لائن',
      form: 'براہِ راست ڈاؤن لائن کو معاہدے کی پیشکش کریں',
      search: 'براہِ راست ڈاؤن لائن (یوزر نیم)',
      rate: 'شرح (%)',
      send: 'پیشکش بھیجیں',
    },
  },
];

async function opsCall<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: operator },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; code?: string };
  expect(envelope.success, `${method} ${path}: ${envelope.code ?? ''}`).toBe(true);
  return envelope.value;
}

/** A member logged in (the login screen in English), then home opened in the run's language and theme. */
async function memberAtHome(browser: Browser, username: string, run: Run): Promise<Page> {
  const context = await restingContext(browser);
  await preloadAxe(context);
  const page = await context.newPage();
  await logIn(page, server.baseUrl, username);
  await storeLook(page, run.language, run.theme);
  await page.goto(`${server.baseUrl}/m/home`);
  return page;
}

/** Home's prompt for the offer, Go, then Accept on the contract screen after its confirmation. */
async function acceptFromHomePrompt(page: Page, run: Run): Promise<void> {
  const prompt = page.getByRole('dialog', { name: run.texts.prompt });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: run.texts.go }).click();
  await expect(page).toHaveURL(run.path);
  const card = page.getByRole('article', { name: run.texts.card });
  await expect(card).toContainText(run.texts.pending);
  await card.getByRole('button', { name: run.texts.accept }).click();
  const confirm = page.getByRole('dialog', { name: run.texts.confirm });
  await confirm.getByRole('button', { name: run.texts.accept }).click();
  await expect(card).toContainText(run.texts.active);
}

test.beforeAll(async () => {
  server = await startAccountsServer(E2E_PORT + 221);
  operator = await operatorSession(server);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const run of RUNS) {
  test(`an agent accepts the house's ${run.kind} offer at home and offers its downline one (${run.language} ${run.theme})`, async ({
    browser,
  }) => {
    const found = await opsCall<{ content: { id: number }[] }>(
      'GET',
      '/ops/members?by=username&q=demo_agent',
    );
    const agentId = found.content[0]?.id ?? 0;
    await opsCall('POST', '/ops/agent-contracts', {
      downlineId: agentId,
      kind: run.kind,
      tiers: [
        { min: '0', bps: 100 },
        { min: '5000', bps: 150 },
      ],
    });

    const agent = await memberAtHome(browser, 'demo_agent', run);
    try {
      await acceptFromHomePrompt(agent, run);
      await agent.getByRole('tab', { name: run.texts.downlines }).click();
      const form = agent.getByRole('form', { name: run.texts.form });
      await form.getByRole('textbox', { name: run.texts.search }).fill('demo_pl');
      await form.getByRole('radio', { name: 'demo_player' }).check();
      await form.getByRole('textbox', { name: run.texts.rate }).fill('0.8');
      await form.getByRole('button', { name: run.texts.send }).click();
      const offered = agent.getByRole('article', { name: run.texts.card });
      await expect(offered).toContainText('demo_player');
      await expect(offered).toContainText(run.texts.pending);
      await agent.screenshot({
        path: test.info().outputPath(`contract-offered-${run.language}-${run.theme}.png`),
        fullPage: true,
      });
      expect(await auditState(agent, `contract offer, ${run.language} ${run.theme}`)).toEqual([]);
    } finally {
      await agent.context().close();
    }

    const player = await memberAtHome(browser, 'demo_player', run);
    try {
      await acceptFromHomePrompt(player, run);
      await expect(player.getByRole('article', { name: run.texts.card })).toContainText('demo_agent');
      await expect(player.getByRole('article', { name: run.texts.card })).toContainText('0.8%');
      await player.screenshot({
        path: test.info().outputPath(`contract-accepted-${run.language}-${run.theme}.png`),
        fullPage: true,
      });
      expect(await auditState(player, `contract accepted, ${run.language} ${run.theme}`)).toEqual([]);
      // Answered: the check finds no request of this kind any more, and home asks nothing.
      const [check] = await Promise.all([
        player.waitForResponse((response) => response.url().includes('/wps/member/info/funds/consolidated')),
        player.goto(`${server.baseUrl}/m/home`),
      ]);
      const field = run.kind === 'DAILY_SALARY' ? 'dailysalreqtype' : 'contracthoursalreq';
      expect(((await check.json()) as { value: Record<string, unknown> }).value[field]).toBeNull();
      await expect(player.getByRole('dialog', { name: run.texts.prompt })).toHaveCount(0);
    } finally {
      await player.context().close();
    }
  });
}
