/**
 * The studio slot: 3 reels x 3 rows, 5 fixed lines (three rows and two diagonals), three of a kind
 * on a line pays. Each reel is a published strip of 32 symbols; reel i stops at byte i of the
 * round bytes AND 31 (256 is a multiple of 32, so every stop is exactly equally likely) and shows
 * strip[stop], strip[stop+1], strip[stop+2] (wrapping) from top to bottom.
 *
 * Pays are in hundredths of the total stake and are multiples of 5, so every stake in the studio's
 * list (multiples of 0.20) pays whole cents: the return to player is exactly what the enumeration
 * in slot.test.ts computes (96.21%).
 */
export const SLOT_REELS = 3;
export const SLOT_ROWS = 3;
export const REEL_LENGTH = 32;

/** Symbol 0 is the rarest and pays most; 5 is the most common. */
export const SYMBOL_COUNT = 6;

export const REEL_STRIPS: readonly (readonly number[])[] = [
  [0, 5, 4, 2, 5, 4, 3, 1, 5, 4, 2, 5, 4, 3, 1, 5, 4, 3, 5, 5, 3, 2, 5, 4, 3, 5, 5, 4, 2, 5, 4, 3],
  [5, 4, 3, 0, 5, 4, 2, 5, 4, 3, 1, 5, 4, 2, 5, 4, 3, 1, 5, 4, 3, 5, 5, 3, 2, 5, 4, 3, 5, 5, 4, 2],
  [4, 2, 5, 4, 3, 0, 5, 4, 2, 5, 4, 3, 1, 5, 4, 2, 5, 4, 3, 1, 5, 4, 3, 5, 5, 3, 2, 5, 4, 3, 5, 5],
];

/** Three of symbol i on one line pays PAYTABLE[i] hundredths of the total stake. */
export const PAYTABLE: readonly number[] = [10000, 3000, 1500, 850, 450, 65];

/** Lines as the row shown on each reel. */
export const LINES: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export interface SlotResult {
  /** grid[reel][row]: the symbol shown. */
  readonly grid: number[][];
  readonly stops: number[];
  readonly lines: { line: number; symbol: number; pay: number }[];
  /** Sum of the winning lines' pays, hundredths of the stake. */
  readonly pay: number;
}

export function slotFromStops(stops: readonly number[]): SlotResult {
  const grid = REEL_STRIPS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[((stops[reel] ?? 0) + row) % REEL_LENGTH] ?? 0),
  );
  const lines: SlotResult['lines'] = [];
  LINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row]);
    const [first] = symbols;
    if (first !== undefined && symbols.every((symbol) => symbol === first)) {
      lines.push({ line, symbol: first, pay: PAYTABLE[first] ?? 0 });
    }
  });
  return { grid, stops: [...stops], lines, pay: lines.reduce((sum, l) => sum + l.pay, 0) };
}

export function slotOutcome(bytes: Buffer): SlotResult {
  return slotFromStops(Array.from({ length: SLOT_REELS }, (_, reel) => (bytes[reel] ?? 0) & 31));
}

/** The win for a stake in minor units; rounds down (never up) should a stake not divide evenly. */
export function slotWinMinor(stakeMinor: bigint, pay: number): bigint {
  return (stakeMinor * BigInt(pay)) / 100n;
}
