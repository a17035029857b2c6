/**
 * Time-out and self-exclusion rules, pure: which exclusion is in force among a member's
 * rows, whether a new one may be taken (only if it ends later: never shorter), and the refusal the
 * guard throws while one is in force.
 */
import {
  type ExclusionDuration,
  type ExclusionInForce,
  type ExclusionKind,
  exclusionEnd,
  exclusionErrorCode,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { PlayerExclusionRow } from './exclusion.repository.ts';

/** An end as a comparable number: indefinite is after every date. */
const endValue = (until: string | null): number => (until === null ? Infinity : Date.parse(until));

/**
 * The exclusion in force from rows in force: the one that ends last (its kind is the one named), from
 * the earliest start among them. Null when there are none.
 */
export function exclusionInForce(rows: readonly PlayerExclusionRow[]): ExclusionInForce | null {
  if (rows.length === 0) return null;
  let last = rows[0] as PlayerExclusionRow;
  let from = last.starts_at;
  for (const row of rows) {
    const later = endValue(row.ends_at) > endValue(last.ends_at);
    // A self-exclusion ending together with a time-out is the one named.
    const tie = endValue(row.ends_at) === endValue(last.ends_at) && row.kind === 'SELF_EXCLUSION';
    if (later || tie) last = row;
    if (row.starts_at < from) from = row.starts_at;
  }
  return { kind: last.kind as ExclusionKind, from, until: last.ends_at };
}

/**
 * When a new exclusion taken at `now` would end, or the refusal when it would not end after the one
 * in force (an exclusion is never shortened nor replaced by a shorter one).
 */
export function newExclusionEnd(
  current: ExclusionInForce | null,
  duration: ExclusionDuration,
  now: Date,
): string | null {
  const end = exclusionEnd(duration, now);
  const until = end === null ? null : end.toISOString();
  if (current !== null && endValue(until) <= endValue(current.until)) {
    throw new ApiError('EXCLUSION_CANNOT_SHORTEN', { kind: current.kind, until: current.until });
  }
  return until;
}

/** The guard's refusal while an exclusion is in force: names its kind and end. */
export function exclusionRefusal(exclusion: ExclusionInForce, now: Date): ApiError {
  return new ApiError(exclusionErrorCode(exclusion.kind, exclusion.until, now), {
    kind: exclusion.kind,
    until: exclusion.until,
  });
}
