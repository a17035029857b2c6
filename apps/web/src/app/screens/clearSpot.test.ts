import { describe, expect, it } from 'vitest';
import { type Box, clearSpot } from './clearSpot.ts';

const column = { height: 52, left: 322, right: 374, minTop: 130, maxTop: 610 };
const row = (top: number, bottom: number, left = 12, right = 378): Box => ({ top, bottom, left, right });

describe('clearSpot: where the floating button covers no control', () => {
  it('stays where it prefers when nothing is there', () => {
    expect(clearSpot({ ...column, preferred: 604, obstacles: [row(100, 200)] })).toBe(604);
  });

  it('moves to the nearest gap in its column when a control lies under it', () => {
    // A More link at 610-640 and quick links down to 560: the gap 560-610 is too small for 52 px,
    // so it goes above the quick links' second row (which ends left of its column) or below.
    const obstacles = [row(400, 476), row(476, 560, 12, 300), row(560, 600), row(610, 640, 330, 378)];
    const top = clearSpot({ ...column, preferred: 604, obstacles });
    expect(top).not.toBeNull();
    for (const box of obstacles.filter((box) => box.right > column.left)) {
      expect((top ?? 0) + column.height <= box.top || (top ?? 0) >= box.bottom).toBe(true);
    }
    expect(top).toBe(508);
  });

  it('ignores controls beside its column', () => {
    expect(clearSpot({ ...column, preferred: 604, obstacles: [row(580, 660, 12, 300)] })).toBe(604);
  });

  it('finds no place over a grid that fills the band, so the button steps aside', () => {
    const grid = Array.from({ length: 6 }, (_, index) => row(120 + index * 90, 120 + index * 90 + 84));
    expect(clearSpot({ ...column, preferred: 604, obstacles: grid })).toBeNull();
  });

  it('never leaves the band', () => {
    expect(clearSpot({ ...column, preferred: 700, obstacles: [] })).toBe(610);
    expect(clearSpot({ ...column, preferred: 604, obstacles: [row(160, 640)] })).toBe(null);
  });
});
