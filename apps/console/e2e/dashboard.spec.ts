/**
 * The dashboard and the GGR report against the real server: a member registered through the lobby
 * API deposits (approved through the operator API) and plays a studio round through the lobby's
 * launch and the studio's own API; the admin's home screen then shows today's deposits and GGR
 * with those in, and the GGR report's CSV download carries the same total the report shows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatAmount } from '../src/i18n/format.ts';
import { lobbyValue as api, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

const SESSION_KEY = 'openlobby.console.session';

/** Launches the house slot from the lobby and plays one round in the studio: its stake and win. */
async function playStudioRound(token: string): Promise<{ stake: string; win: string }> {
  const list = (await api(
    'GET',
    '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&vassalage=OLS&pageSize=50',
    { token },
  )) as { games: { nodeId: number; gameCode: string }[] };
  const game = list.games[0];
  if (game === undefined) throw new Error('the lobby lists no house slot');
  const launched = (await api(
    'GET',
    `/wps/game/launchGame?category=RNG&vendor=OLS&gameId=${game.nodeId}&nodeId=${game.nodeId}`,
    { token },
  )) as { url: string };
  const url = new URL(launched.url, E2E_BASE_URL);
  const session = (await api('POST', '/studio/api/session', {
    body: {
      launchToken: url.searchParams.get('launch'),
      engine: url.pathname.split('/')[2],
      gameCode: url.searchParams.get('game'),
    },
  })) as { sessionToken: string };
  const response = await fetch(`${E2E_BASE_URL}/studio/api/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-studio-session': session.sessionToken },
    body: JSON.stringify({ stake: '1.00' }),
  });
  const played = (await response.json()) as { value: { round: { stake: string; win: string } } };
  return played.value.round;
}

interface Today {
  readonly currency: string;
  readonly today: { readonly deposits: string; readonly ggr: string };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (minor: number) => (minor / 100).toFixed(2);

test('the dashboard shows a deposit and a studio round, and the GGR CSV carries the report total', async ({
  page,
}, testInfo) => {
  const admin = `dadmin_${testInfo.project.name}`;
  const adminLink = await createAdminWithCli(admin, PASSWORD);
  await signIn(page, admin, adminLink);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const opsToken = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_KEY,
  );
  const before = (await api('GET', '/ops/dashboard', { token: `Bearer ${opsToken}` })) as Today;

  const token = await memberToken(`dash${Date.now().toString(36)}`.slice(0, 16));
  const deposit = (await api('POST', '/wps/relay/MCS2_depositManualTransfer', {
    body: { channelId: 'BANK_TRANSFER', amount: '750' },
    token,
  })) as { deposit: { depositId: string } };
  await api('POST', `/ops/deposits/${deposit.deposit.depositId}/approve`, {
    body: {},
    token: `Bearer ${opsToken}`,
  });
  const round = await playStudioRound(token);

  const deposits = amountOf(cents(before.today.deposits) + 75_000);
  const ggr = amountOf(cents(before.today.ggr) + cents(round.stake) - cents(round.win));
  const money = (amount: string) => formatAmount(amount, 'EN', { currency: before.currency });
  // The dashboard refreshes on its own (every 15 s); no reload needed.
  await expect(page.getByRole('group', { name: 'Deposits', exact: true })).toContainText(money(deposits), {
    timeout: 45_000,
  });
  await expect(page.getByRole('group', { name: 'GGR', exact: true })).toContainText(money(ggr));
  await expect(page.getByRole('group', { name: 'Pending manual deposits' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  const totalRow = page.getByRole('row', { name: /Total/ });
  await expect(totalRow).toBeVisible();
  const report = (await api(
    'GET',
    `/ops/reports/ggr?${new URLSearchParams({
      from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    }).toString()}`,
    { token: `Bearer ${opsToken}` },
  )) as { total: { ggr: string } };
  await expect(totalRow).toContainText(money(report.total.ggr));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const last = csv.trim().split(/\r?\n/).pop() ?? '';
  expect(last.split(',').pop()).toBe(report.total.ggr);
  await expect(page.getByRole('status').filter({ hasText: 'The CSV file was downloaded.' })).toBeVisible();
});
