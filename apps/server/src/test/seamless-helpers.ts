/** Helpers for the seamless-wallet tests: signed vendor calls through inject, launches and sessions. */
import {
  type LaunchGameValue,
  SEAMLESS_SIGNATURE_HEADER,
  type SeamlessAction,
  seamlessPath,
} from '@openlobby/contract';
import { signSeamlessBody, vendorSecret } from '../modules/seamless/vendor-secrets.ts';
import { call, valueOf } from './accounts-helpers.ts';
import { TEST_SERVER_SECRET, type TestContext } from './test-app.ts';
import { type Player, fund, newPlayer } from './wallet-helpers.ts';

export interface VendorAnswer {
  readonly http: number;
  readonly body: Record<string, unknown> & { status: string };
}

export interface SendOptions {
  /** Sign with this key instead of the vendor's; null sends no signature at all. */
  readonly secret?: Buffer | null;
  /** Sends exactly this text as the body (signed as it is). */
  readonly raw?: string;
}

export function houseSecret(t: TestContext, vendor: string): Buffer {
  const secret = vendorSecret({ serverSecret: TEST_SERVER_SECRET, seamless: t.config.seamless }, vendor);
  if (secret === null) throw new Error(`${vendor} is not connected`);
  return secret;
}

/** A vendor call as a vendor's server makes it: JSON body, X-Signature over the exact bytes. */
export async function send(
  t: TestContext,
  vendor: string,
  action: string,
  body: Record<string, unknown>,
  options: SendOptions = {},
): Promise<VendorAnswer> {
  const raw = options.raw ?? JSON.stringify(body);
  const secret = options.secret === undefined ? houseSecret(t, vendor) : options.secret;
  const response = await t.app.inject({
    method: 'POST',
    url: seamlessPath(vendor, action as SeamlessAction),
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, raw) }),
    },
  });
  return { http: response.statusCode, body: JSON.parse(response.body) as VendorAnswer['body'] };
}

export async function launch(
  t: TestContext,
  player: Player,
  game: { nodeId: number; vendor: string },
  extra: Record<string, string> = {},
) {
  return call(
    t,
    'GET',
    '/wps/game/launchGame',
    {
      category: 'RNG',
      vendor: game.vendor,
      gameId: String(game.nodeId),
      nodeId: String(game.nodeId),
      ...extra,
    },
    { token: player.token },
  );
}

export function launchTokenOf(url: string): string {
  const token = new URL(url, 'https://lobby.example').searchParams.get('launch');
  if (token === null) throw new Error(`no launch token in ${url}`);
  return token;
}

/** Launches the game and exchanges its token for a vendor session, as the game's server would. */
export async function openSession(t: TestContext, player: Player, game: { nodeId: number; vendor: string }) {
  const launched = valueOf<LaunchGameValue>(await launch(t, player, game));
  const auth = await send(t, game.vendor, 'authenticate', {
    launchToken: launchTokenOf(launched.url),
    timestamp: Date.now(),
  });
  if (auth.body.status !== 'OK') throw new Error(`authenticate answered ${auth.body.status}`);
  return { playerId: String(auth.body.playerId), sessionId: String(auth.body.sessionId) };
}

/** A new member with `minor` minor units in their wallet, in a session of the house studio's dice. */
export async function playerAtDice(t: TestContext, minor: bigint) {
  const player = await newPlayer(t);
  await fund(t, player, minor);
  return { player, session: await openSession(t, player, await gameByCode(t, 'OLI', 'dice')) };
}

/** The catalogue row of a vendor's game by code (nodeId for launches). */
export async function gameByCode(t: TestContext, vendor: string, gameCode: string) {
  const row = await t.app.games.findIconGame(vendor, gameCode);
  if (row === null) throw new Error(`no game ${vendor}/${gameCode}`);
  return { nodeId: row.id, vendor, gameCode, name: row.nameEn };
}

let sequence = 0;
/** A fresh vendor transaction id. */
export function txId(prefix = 'tx'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

/** A logged-in free-trial member (type 4), as POST /wps/session/login/freeplay makes one. */
export async function trialPlayer(t: TestContext): Promise<Player> {
  const trial = valueOf<{ token: string; userName: string }>(
    await call(t, 'POST', '/wps/session/login/freeplay', {}),
  );
  const row = await t.database.db
    .selectFrom('member')
    .select(['id', 'merchant_id'])
    .where('username', '=', trial.userName)
    .executeTakeFirstOrThrow();
  return { id: row.id, username: trial.userName, token: trial.token, merchantId: row.merchant_id };
}

/** The dice game's `bet` as a vendor sends it, at `timestamp` (the test's clock). */
export function diceBet(
  t: TestContext,
  vendor: string,
  session: { playerId: string; sessionId: string },
  amount: string,
  timestamp: number,
  id = txId('bet'),
) {
  return send(t, vendor, 'bet', {
    ...session,
    transactionId: id,
    roundId: `round-${id}`,
    gameCode: 'dice',
    amount,
    timestamp,
  });
}

/** The dice game's `win` for the bet `betId`. */
export function diceWin(
  t: TestContext,
  vendor: string,
  playerId: string,
  betId: string,
  amount: string,
  timestamp: number,
) {
  return send(t, vendor, 'win', {
    playerId,
    transactionId: txId('win'),
    betTransactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount,
    timestamp,
  });
}
