/**
 * Wagering from the betting record: every record opened while the member has an active bonus adds
 * its weighted stake to that bonus, once (bonus_wager is keyed by the record), whatever wrote the
 * record (house studio, seamless vendors, lottery). A record cancelled later (a rolled-back stake, a
 * cancelled lottery order) takes exactly its contribution back while the bonus is still active; a
 * conversion already made stands.
 *
 * A bet placed once the bonus expired counts nothing, even before the sweep ends the bonus.
 *
 * Runs in the transaction that opens or cancels the record. Reaching the requirement does not move
 * money here: the bonus converts once no record that counted is still open (a stake in play may yet
 * be rolled back), after the win that settles the last (`bonus.settleActiveOf`); the sweep catches
 * any missed (lottery draws, say).
 */
import type { Tx } from '../wallet/ledger.repository.ts';
import { type BonusRow, bonusRepository as repo } from './repository.ts';
import { contributionOf, parseWeights } from './terms.ts';

export interface WageredBet {
  readonly id: string;
  readonly memberId: number;
  readonly gameType: string;
  readonly validBetMinor: bigint;
  readonly placedAt: string;
}

/**
 * A member's active bonus as the caller already read it in this transaction, with its row locked
 * (the seamless stake's lockActive), or undefined when the member had none: not read again.
 */
export interface KnownActiveBonus {
  readonly memberId: number;
  readonly bonus: BonusRow | undefined;
}

/** Advances the members' active bonuses; the ids of those now wagered through. */
export async function advanceWagering(
  tx: Tx,
  bets: readonly WageredBet[],
  known?: KnownActiveBonus,
): Promise<number[]> {
  const met = new Set<number>();
  for (const bet of bets) {
    const bonus =
      known !== undefined && known.memberId === bet.memberId
        ? known.bonus
        : await repo.active(tx, bet.memberId);
    // A bet placed once the bonus expired does not count, even before the sweep ends it.
    if (bonus === undefined || bet.placedAt >= bonus.expires_at) continue;
    const contribution = contributionOf(parseWeights(bonus.weights), bet.gameType, bet.validBetMinor);
    if (contribution <= 0n) continue;
    if (!(await repo.addWager(tx, bonus.id, bet.id, contribution, bet.placedAt))) continue;
    // Read again after the UPDATE: a concurrent record may have advanced it meanwhile.
    const after = await repo.byId(tx, bonus.id);
    if (after !== undefined && BigInt(after.wagered_minor) >= BigInt(after.wager_required_minor))
      met.add(bonus.id);
  }
  return [...met];
}

export function rewindWagering(tx: Tx, betRecordId: string): Promise<void> {
  return repo.removeWager(tx, betRecordId);
}
