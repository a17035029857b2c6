/**
 * Tier arithmetic of contracts, kept pure for the property tests. A tier applies when the period's
 * base (volume or net loss) reached its `min`; the highest such tier pays floor(base × bps / 10000).
 * A base of zero or less pays nothing.
 *
 * The ceiling: every tier of an offer must be at most the highest rate (or share) of the upline's
 * own active contract of the same kind, so whatever volume the downline's team reaches, the
 * downline's rate never exceeds the most its upline can earn. No ceiling (no own contract): no offer.
 */
import { applyBasisPoints } from '../wallet/money.ts';

export interface Tier {
  /** Minor units. */
  readonly min: bigint;
  readonly bps: number;
}

export interface TierPayout {
  readonly tier: Tier | null;
  readonly amount: bigint;
}

/** The highest tier whose min the base reached (tiers ascending by min), and what it pays. */
export function payoutOf(tiers: readonly Tier[], base: bigint): TierPayout {
  if (base <= 0n) return { tier: null, amount: 0n };
  let reached: Tier | null = null;
  for (const tier of tiers) if (tier.min <= base) reached = tier;
  return { tier: reached, amount: reached === null ? 0n : applyBasisPoints(base, reached.bps) };
}

export const maxBpsOf = (tiers: readonly Tier[]): number =>
  tiers.reduce((max, tier) => Math.max(max, tier.bps), 0);

/** True when every tier's rate is at most `ceiling` (null: the offerer has none, nothing is allowed). */
export const withinCeiling = (tiers: readonly Tier[], ceiling: number | null): boolean =>
  ceiling !== null && tiers.every((tier) => tier.bps <= ceiling);

/** Stored form: JSON [{ min: "minor", bps }]. */
export const tiersText = (tiers: readonly Tier[]): string =>
  JSON.stringify(tiers.map((tier) => ({ min: tier.min.toString(), bps: tier.bps })));

export function tiersOf(text: string): Tier[] {
  const parsed = JSON.parse(text) as { min: string; bps: number }[];
  return parsed.map((tier) => ({ min: BigInt(tier.min), bps: tier.bps }));
}
