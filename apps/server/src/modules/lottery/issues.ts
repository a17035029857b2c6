/** Issues as rows and as the API shows them; shared by the engine and the member-facing service. */
import type { LotteryIssue, LotteryIssueState } from '@openlobby/contract';
import { deriveNumbers, newSeed, numbersOf, seedHashOf } from './draw.ts';
import type { LotteryGameDefinition } from './games.ts';
import type { IssueRow, LotteryRepository } from './repository.ts';
import { type IssueSlot, currentIndex, slotByIndex } from './schedule.ts';

/**
 * Creates the issue of a slot unless it exists. Racing creators each bring a fresh random seed, but
 * the insert keeps only the first one: the seed (and so the result) never changes once stored.
 */
export async function ensureIssue(
  repo: LotteryRepository,
  game: LotteryGameDefinition,
  slot: IssueSlot,
): Promise<IssueRow | undefined> {
  const existing = await repo.issue(game.code, slot.numero);
  if (existing !== undefined) return existing;
  const seed = newSeed();
  await repo.insertIssue({
    game_code: game.code,
    numero: slot.numero,
    state: 'scheduled',
    opens_at: slot.opensAt.toISOString(),
    closes_at: slot.closesAt.toISOString(),
    draws_at: slot.drawsAt.toISOString(),
    seed,
    seed_hash: seedHashOf(seed),
  });
  return repo.issue(game.code, slot.numero);
}

/** The issue taking bets now, created when needed. */
export async function currentIssue(repo: LotteryRepository, game: LotteryGameDefinition, now: Date) {
  return ensureIssue(repo, game, slotByIndex(game, currentIndex(game, now)));
}

/**
 * The state as of `now`: the stored state moves on ticks, but a bettor never sees an issue "open"
 * after its closing time (nor "scheduled" after its opening) just because a tick is late.
 */
export function stateAt(row: IssueRow, now: string): LotteryIssueState {
  const stored = row.state as LotteryIssueState;
  if (stored !== 'scheduled' && stored !== 'open') return stored;
  if (row.closes_at <= now) return 'closed';
  return row.opens_at <= now ? 'open' : 'scheduled';
}

/** The seed stays secret until the draw; its hash is public from the opening. */
export function issueView(row: IssueRow, now: string): LotteryIssue {
  const status = stateAt(row, now);
  const revealed = status === 'drawn' || status === 'settled';
  return {
    gameCode: row.game_code,
    numero: row.numero,
    status,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    drawsAt: row.draws_at,
    seedHash: status === 'scheduled' ? null : row.seed_hash,
    seed: revealed ? row.seed : null,
    numbers: revealed ? numbersOf(row.numbers) : null,
    drawnAt: revealed ? row.drawn_at : null,
  };
}

/** A coming slot with no row yet: only its times are known. */
export function slotView(game: LotteryGameDefinition, slot: IssueSlot): LotteryIssue {
  return {
    gameCode: game.code,
    numero: slot.numero,
    status: 'scheduled',
    opensAt: slot.opensAt.toISOString(),
    closesAt: slot.closesAt.toISOString(),
    drawsAt: slot.drawsAt.toISOString(),
    seedHash: null,
    seed: null,
    numbers: null,
    drawnAt: null,
  };
}

/** The draw itself: a function of the stored seed and the issue's name only. */
export function drawOf(game: LotteryGameDefinition, row: IssueRow): number[] {
  return deriveNumbers(row.seed, game.code, row.numero, game.digits);
}
