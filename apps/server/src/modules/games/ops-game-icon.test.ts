/**
 * A game's own icon picture: an operator uploads a picture and gives it to a game, and the lobby's
 * lists (game list, hot games) then hand it out as the game's phone icon, with the drawn icon kept
 * as iconUrl for the fallback; clearing it brings the drawn icon back. Every change is audited
 * with before and after, an address that is neither an upload of ours nor https is refused in the
 * operator's language, a catalogue import keeps the picture, and a role without games.manage
 * changes nothing. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type GameItem,
  type GameListValue,
  type HotGamesValue,
  type OpsGame,
  type OpsUploadValue,
  errorMessage,
} from '@openlobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let marketing: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV } });
  marketing = await operatorWith(t, 'icon_marketing', ['marketing']);
  auditor = await operatorWith(t, 'icon_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

const lobbyGame = async (gameId: number): Promise<GameItem | undefined> => {
  const list = valueOf<GameListValue>(
    await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'OLS', pageSize: '100' }),
  );
  return list.games.find((game) => game.gameId === gameId);
};

async function uploaded(): Promise<string> {
  const png = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const response = await t.app.inject({
    method: 'POST',
    url: '/ops/uploads',
    payload: png,
    remoteAddress: OPS_IP,
    headers: { authorization: marketing, 'content-type': 'image/png' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ value: OpsUploadValue }>().value.url;
}

async function lastIconAudit(gameId: number) {
  const entry = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'games.game.update')
    .where('target', '=', `game:${gameId}`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    actor: entry.actor,
    before: JSON.parse(entry.before_state ?? 'null') as Record<string, unknown>,
    after: JSON.parse(entry.after_state ?? 'null') as Record<string, unknown>,
  };
}

describe("a game's own icon picture", () => {
  it('is what the lobby shows once set, with the drawn icon to fall back to, and goes when cleared', async () => {
    const game = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'OLS', pageSize: '1' }),
    ).games[0];
    if (game === undefined) throw new Error('the seed has house slots');
    const drawnLarge = game.mobileLargeIcon;
    const address = await uploaded();
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

    const set = await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconPicture: address });
    expect(set).toMatchObject({ status: 200, value: { id: game.gameId, iconPicture: address } });
    // The lobby's list was cached by the first read; it answers with the picture all the same.
    const shown = await lobbyGame(game.gameId);
    expect(shown?.mobileLargeIcon).toBe(address);
    expect(shown?.iconUrl).toBe(game.iconUrl);
    // The picture is served where the lobby is told to find it.
    expect((await t.app.inject({ method: 'GET', url: address })).headers['content-type']).toBe('image/png');

    await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { hot: true, hotOrder: 0 });
    const hot = valueOf<HotGamesValue>(await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {}));
    expect(hot.list.find((item) => item.gameId === game.gameId)?.mobileLargeIcon).toBe(address);

    const console = valueOf<{ content: OpsGame[] }>(
      await asOps(t, auditor, 'GET', '/ops/games', { id: String(game.gameId), vendor: 'OLS' }),
    ).content.find((row) => row.id === game.gameId);
    expect(console?.iconPicture).toBe(address);

    const audit = await lastIconAudit(game.gameId);
    expect(audit.actor).toBe('operator:icon_marketing');

    const cleared = await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconPicture: null });
    expect(cleared).toMatchObject({ status: 200, value: { iconPicture: null } });
    const back = await lobbyGame(game.gameId);
    expect(back?.mobileLargeIcon).toBe(drawnLarge);
    const clearing = await lastIconAudit(game.gameId);
    expect(clearing.before).toMatchObject({ iconPicture: address });
    expect(clearing.after).toMatchObject({ iconPicture: null });
  });

  it('takes an https picture and records the change with before and after', async () => {
    const game = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'OLS', pageSize: '3' }),
    ).games[2];
    if (game === undefined) throw new Error('the seed has house slots');
    const address = 'https://pictures.example.com/icons/slot-7.webp';
    await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconPicture: address });
    expect((await lobbyGame(game.gameId))?.mobileLargeIcon).toBe(address);
    const audit = await lastIconAudit(game.gameId);
    expect(audit.before).toMatchObject({ iconPicture: null });
    expect(audit.after).toMatchObject({ iconPicture: address });
    await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconPicture: null });
  });

  it('refuses an address that is neither our upload nor https, in the operator’s language', async () => {
    const game = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'OLS', pageSize: '1' }),
    ).games[0];
    if (game === undefined) throw new Error('the seed has house slots');
    const bad = [
      'http://pictures.example.com/icon.png',
      'javascript:alert(1)',
      '//pictures.example.com/icon.png',
      '/uploads/../config.json',
      '/uploads/not-a-hash.png',
      '/cdn/game-icons/X/OLS/a.svg',
      'https://pictures.example.com/a b.png',
      'data:image/png;base64,AAAA',
      `https://pictures.example.com/${'a'.repeat(520)}.png`,
      '',
      42,
    ];
    for (const iconPicture of bad) {
      const answer = await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconPicture }, 'UR');
      expect(answer, JSON.stringify(iconPicture)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED', 'UR'),
      });
    }
    expect((await lobbyGame(game.gameId))?.mobileLargeIcon).toBe(game.mobileLargeIcon);
  });

  it('is not changed by a role without games.manage', async () => {
    const game = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'OLS', pageSize: '1' }),
    ).games[0];
    if (game === undefined) throw new Error('the seed has house slots');
    const answer = await asOps(t, auditor, 'PUT', `/ops/games/${game.gameId}`, {
      iconPicture: 'https://pictures.example.com/icon.png',
    });
    expect(answer).toMatchObject({ status: 403, code: 'OPERATOR_FORBIDDEN' });
    expect((await lobbyGame(game.gameId))?.mobileLargeIcon).toBe(game.mobileLargeIcon);
  });

  it('survives a catalogue import of the game’s vendor', async () => {
    const file = {
      vendor: { code: 'ICONV', name: 'Icon Vendor', categories: [{ category: 'RNG' }] },
      games: [{ gameCode: 'icon-1', name: 'Icon One', category: 'RNG', minBet: '0.10' }],
    };
    await asOps(t, marketing, 'POST', '/ops/games/import', { catalogue: file });
    const row = valueOf<{ content: OpsGame[] }>(
      await asOps(t, auditor, 'GET', '/ops/games', { vendor: 'ICONV' }),
    ).content[0];
    if (row === undefined) throw new Error('the import added the game');
    const address = 'https://pictures.example.com/icon-one.png';
    await asOps(t, marketing, 'PUT', `/ops/games/${row.id}`, { iconPicture: address });
    await asOps(t, marketing, 'POST', '/ops/games/import', {
      catalogue: { ...file, games: [{ ...file.games[0], name: 'Icon One Renamed' }] },
    });
    const after = valueOf<{ content: OpsGame[] }>(
      await asOps(t, auditor, 'GET', '/ops/games', { vendor: 'ICONV' }),
    ).content[0];
    expect(after).toMatchObject({ nameEn: 'Icon One Renamed', iconPicture: address });
  });
});
