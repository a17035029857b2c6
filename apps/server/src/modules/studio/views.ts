/** What the studio API answers: a session and a round as the page shows them, money at the session's scale. */
import {
  type StudioEngine,
  type StudioRound,
  type StudioSessionValue,
  formatMinor,
  parseAmount,
} from '@openlobby/contract';
import { toBigInt } from '../wallet/money.ts';
import { STUDIO_GAMES } from './games.ts';
import type { RoundRow, SessionRow } from './repository.ts';

/**
 * The wallet's balance text written with exactly the session's decimals, so the page shows every
 * amount the same way ("100" from a wallet that drops zeros reads "100.00" at scale 2). Text that is
 * not an amount at this scale is shown as the wallet wrote it.
 */
export function balanceAtScale(text: string, scale: number): string {
  const parsed = parseAmount(text, scale);
  if (parsed.ok) return formatMinor(parsed.minor, scale);
  return /^0+(\.0*)?$/.test(text) ? formatMinor(0n, scale) : text;
}

export function sessionView(row: SessionRow, token: string): StudioSessionValue {
  const engine = row.engine as StudioEngine;
  const scale = row.currency_scale;
  return {
    sessionToken: token,
    engine,
    gameCode: row.game_code,
    nickname: row.nickname,
    currency: row.currency,
    balance: balanceAtScale(row.balance, scale),
    currencyScale: scale,
    nextServerSeedHash: row.next_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: row.next_nonce,
    stakes: STUDIO_GAMES[engine].stakesMinor.map((minor) => formatMinor(minor, scale)),
    pendingRoundId: row.busy_round_id,
  };
}

export function roundView(row: RoundRow, scale: number): StudioRound {
  const stake = toBigInt(row.stake_minor);
  const win = toBigInt(row.win_minor);
  const money = (minor: bigint) => formatMinor(minor, scale);
  return {
    roundId: row.id,
    engine: row.engine as StudioEngine,
    gameCode: row.game_code,
    stake: money(stake),
    win: money(win),
    net: formatMinor(win - stake, scale, true),
    status: row.status === 'settled' ? 'settled' : 'pending',
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    outcome: JSON.parse(row.outcome) as StudioRound['outcome'],
    playedAt: row.played_at,
  };
}
