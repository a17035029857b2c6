/**
 * Games and settings in the console against the real server: an admin switches a house game off
 * and the lobby's game list no longer has it, switches it on and it is back; maintenance switched
 * on makes the lobby answer MAINTENANCE, and off opens it again.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

interface LobbyGame {
  gameId: number;
  gameName: string;
  gameCode: string;
}

async function lobbyGames(request: APIRequestContext): Promise<LobbyGame[]> {
  const answer = (await (await request.get(`${GAME_LIST}?vassalage=OLS&pageSize=100`)).json()) as {
    value: { games: LobbyGame[] };
  };
  return answer.value.games;
}

async function lobbyAnswerCode(request: APIRequestContext): Promise<string | null> {
  const answer = (await (await request.get(GAME_LIST)).json()) as { success: boolean; code?: string };
  return answer.success ? null : (answer.code ?? 'failure');
}

test('a game switched off in the console leaves the lobby and comes back; maintenance closes the lobby', async ({
  browser,
  request,
}, testInfo) => {
  const admin = `games_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);

  const game = (await lobbyGames(request))[0];
  if (game === undefined) throw new Error('the demo lobby lists house slots');

  const menu = page.getByRole('navigation', { name: 'Console sections' });
  await menu.getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { name: 'Games', level: 2 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Game filters' });
  await filters.getByRole('textbox', { name: 'Name or code' }).fill(game.gameCode);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const shown = page.getByRole('switch', { name: `Shown in lobby: ${game.gameName}`, exact: true });
  await expect(shown).toBeChecked();

  await shown.click();
  await expect(page.getByRole('status')).toHaveText(`${game.gameName} saved.`);
  await expect(shown).not.toBeChecked();
  const ids = async () => (await lobbyGames(request)).map((item) => item.gameId);
  expect(await ids()).not.toContain(game.gameId);

  await shown.click();
  await expect(shown).toBeChecked();
  expect(await ids()).toContain(game.gameId);

  await menu.getByRole('link', { name: 'Settings' }).click();
  const maintenance = page.getByRole('switch', { name: 'Maintenance: the lobby is closed to players' });
  await expect(maintenance).not.toBeChecked();
  await maintenance.click();
  await expect(page.getByText('The lobby is closed to players.')).toBeVisible();
  expect(await lobbyAnswerCode(request)).toBe('MAINTENANCE');
  await maintenance.click();
  await expect(page.getByText('The lobby is open.')).toBeVisible();
  expect(await lobbyAnswerCode(request)).toBeNull();
});
