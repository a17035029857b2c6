/**
 * Runs `work` once the browser is idle, at most `withinMs` later on a page that never is; where
 * the browser has no idle callbacks, just after the next painted frame. Returns the function that
 * cancels it. For work that reads the layout or sets something moving: done while home is still
 * being built, each such piece makes the browser lay out the half-built page again or draw frames
 * it has no time for.
 */
export function whenIdle(work: () => void, withinMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: withinMs });
    return () => window.cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
