/**
 * The slot's reels. They start spinning at the tap (the round is asked of the server meanwhile) and,
 * once its answer is in, stop one after another from the left, each on exactly the symbols the
 * server drew: the animation only presents the server's result, nothing here decides it. About
 * 1.5 s from tap to the last stop (the page's reelTiming); at once under prefers-reduced-motion. The movement itself is the
 * stylesheet's (a transform on each reel's strip).
 */
import type { StudioOutcome } from '@openlobby/contract/client';
import type { StudioPageConfig } from './config.ts';

export type SlotOutcome = Extract<StudioOutcome, { engine: 'slot' }>['slot'];

/** The five pay lines, as the server's engine numbers them: the row shown on each of the three reels. */
const LINES: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const reels = () => [...document.querySelectorAll<HTMLElement>('.reel')];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes the last round's winning lines and banner off the board. */
export function clearWin(): void {
  document.querySelectorAll('.payline.on').forEach((line) => line.classList.remove('on'));
  document.querySelectorAll('.cell.hit').forEach((cell) => cell.classList.remove('hit'));
  document.getElementById('win-banner')?.classList.remove('show');
}

export function startSpin(): void {
  clearWin();
  if (reducedMotion()) return;
  for (const reel of reels()) {
    reel.classList.remove('landed');
    reel.classList.add('spinning');
  }
}

/** The round never came: the reels stop where they were. */
export function cancelSpin(): void {
  for (const reel of reels()) reel.classList.remove('spinning');
}

function showColumn(reel: HTMLElement, column: readonly number[], cfg: StudioPageConfig): void {
  reel.querySelectorAll<HTMLElement>('.cell').forEach((cell, row) => {
    const symbol = column[row] ?? 0;
    cell.textContent = cfg.glyphs[symbol] ?? '';
    cell.setAttribute('aria-label', cfg.names[symbol] ?? '');
    cell.className = `cell s${symbol}`;
  });
}

function markLines(slot: SlotOutcome): void {
  const columns = reels().map((reel) => [...reel.querySelectorAll<HTMLElement>('.cell')]);
  for (const won of slot.lines) {
    document.getElementById(`payline-${won.line}`)?.classList.add('on');
    LINES[won.line]?.forEach((row, reel) => columns[reel]?.[row]?.classList.add('hit'));
  }
}

/**
 * Stops the reels in turn on the server's grid (grid[reel][row]) and marks its winning lines.
 * `spunAt` is when they started, so a slow answer does not add the whole spin again.
 */
export async function stopReels(slot: SlotOutcome, cfg: StudioPageConfig, spunAt: number): Promise<void> {
  const moving = !reducedMotion();
  const { firstStopMs, stopGapMs } = cfg.reelTiming;
  let stopAt = spunAt + firstStopMs;
  for (const [index, reel] of reels().entries()) {
    if (moving) await wait(stopAt - Date.now());
    showColumn(reel, slot.grid[index] ?? [], cfg);
    reel.classList.remove('spinning');
    if (moving) reel.classList.add('landed');
    // A late answer shortens the spin, never the beat between two stops.
    stopAt = Math.max(stopAt, Date.now()) + stopGapMs;
  }
  markLines(slot);
}
