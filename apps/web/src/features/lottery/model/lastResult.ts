import type { LotteryIssue, LotteryNearValue } from '@openlobby/contract/client';

/**
 * What a lottery's tile shows as its last result: the newest issue whose numbers are published.
 * An issue that has closed but not yet been drawn is "drawing"; its result is never guessed, and an
 * older draw stays shown beside it until the new numbers arrive.
 */
export interface LastResult {
  readonly drawn: LotteryIssue | null;
  readonly drawing: boolean;
}

export function lastResult(near: LotteryNearValue): LastResult {
  const drawn = near.previous.find((issue) => issue.numbers !== null && issue.seed !== null) ?? null;
  const drawing = near.previous.some(
    (issue) => issue.numbers === null && (drawn === null || issue.numero > drawn.numero),
  );
  return { drawn, drawing };
}
