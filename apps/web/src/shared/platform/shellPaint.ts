/**
 * The page arrives with something to show before any script runs: a splash, and on home the first
 * banner itself (the server writes it into the page, see the server's home shell). The app's
 * modules are fetched meanwhile (the page names them all as module preloads) but only run once
 * that content has been painted. Run first, they took the main thread from the page's own first
 * paint, and home's largest paint (the banner) waited for the whole app to render it again.
 */
import { SHELL_IMAGE_ATTRIBUTE } from '@openlobby/contract/client';

/**
 * The longest the app's start waits for that image, counted from the start of navigation: a
 * large banner on a bad connection must not hold the lobby back (its scripts are usually the
 * slower of the two, and then nothing waits at all).
 */
export const SHELL_IMAGE_DEADLINE_MS = 1500;

/** A hidden tab gets no animation frames; the start must not wait for the tab to be shown. */
const FRAME_FALLBACK_MS = 100;

/** Loaded and decoded, so the next frame paints it; a broken image counts as settled too. */
function settled(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(() => undefined);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves after the next frame has been painted (a task queued from the frame runs after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Waits for the page's image (at most until the deadline), then for a painted frame. */
export async function afterShellPaint(
  doc: Document,
  now: () => number = () => performance.now(),
): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(`img[${SHELL_IMAGE_ATTRIBUTE}]`);
  if (image !== null) {
    const remaining = SHELL_IMAGE_DEADLINE_MS - now();
    if (remaining > 0) await Promise.race([settled(image), delay(remaining)]);
  }
  await afterNextPaint();
}
