import type { Page } from '@playwright/test';

/** The handle's keys (apps/web SliderCheck): an arrow moves it 4 units, Page Up 5 arrows' worth. */
const ARROW_STEP = 4;
const PAGE_STEP = 5 * ARROW_STEP;
/** How long each key is held: a person's moves take time, and the server refuses an instant trail. */
const KEY_HOLD_MS = 40;

/**
 * Where the slider's gap is, read from its two pictures as a person reads them. The piece strip
 * carries the picture's own pixels at the gap's spot, and the background shows those same pixels
 * under the gap's dark shade (45 % black, apps/server accounts/slider-image.ts): the offset where
 * the background best matches the shaded piece is the gap (the decoy gap has another shape over
 * other pixels). Answers the handle's position in puzzle units.
 */
export async function sliderGap(page: Page): Promise<number> {
  const max = Number(await page.locator('.slider__handle').getAttribute('aria-valuemax'));
  return page.evaluate(async (maxX) => {
    const pixels = async (selector: string): Promise<ImageData> => {
      const img = document.querySelector<HTMLImageElement>(selector);
      if (img === null) throw new Error(`no ${selector}`);
      await img.decode();
      const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.drawImage(img, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const background = await pixels('.slider__background');
    const piece = await pixels('.slider__piece');
    const alpha = (x: number, y: number): number =>
      x < 0 || y < 0 || x >= piece.width || y >= piece.height
        ? 0
        : (piece.data[(y * piece.width + x) * 4 + 3] ?? 0);
    // The piece's inside: opaque and a few pixels clear of its white outline.
    const margin = 4;
    const inside: [number, number][] = [];
    for (let y = 0; y < piece.height; y += 1) {
      for (let x = 0; x < piece.width; x += 1) {
        const opaque = [
          [0, 0],
          [-margin, 0],
          [margin, 0],
          [0, -margin],
          [0, margin],
        ].every(([dx = 0, dy = 0]) => alpha(x + dx, y + dy) === 255);
        if (opaque) inside.push([x, y]);
      }
    }
    const SHADE = 0.55;
    let best = { offset: 0, score: Number.POSITIVE_INFINITY };
    for (let offset = 0; offset + piece.width <= background.width; offset += 1) {
      let score = 0;
      for (const [x, y] of inside) {
        const b = (y * background.width + x + offset) * 4;
        const p = (y * piece.width + x) * 4;
        for (let channel = 0; channel < 3; channel += 1) {
          score += Math.abs((background.data[b + channel] ?? 0) - SHADE * (piece.data[p + channel] ?? 0));
        }
      }
      if (score < best.score) best = { offset, score };
    }
    // Pictures are drawn larger than the puzzle's units; the strip is one piece wide.
    const trackWidth = (maxX * background.width) / (background.width - piece.width);
    return Math.round((best.offset * trackWidth) / background.width);
  }, max);
}

/**
 * Moves the focused slider handle to `target` with the keyboard, big steps then small ones, and
 * lets go (Enter). At least five moves of more than one size: the server refuses a trail that
 * moves at one constant speed, as a script's would.
 */
export async function slideTo(page: Page, target: number): Promise<void> {
  const keys: string[] = [];
  let x = 0;
  for (; x + PAGE_STEP <= target; x += PAGE_STEP) keys.push('PageUp');
  for (; x + ARROW_STEP / 2 < target; x += ARROW_STEP) keys.push('ArrowRight');
  while (keys.length < 5 || new Set(keys).size < 2) keys.push('ArrowRight', 'ArrowLeft');
  for (const key of keys) await page.keyboard.press(key, { delay: KEY_HOLD_MS });
  await page.keyboard.press('Enter');
}
