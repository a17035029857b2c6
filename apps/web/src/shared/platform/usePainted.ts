import { useEffect, useState } from 'react';

/**
 * False on a component's first render and true from the render after the browser has painted it
 * (effects run after the next frame). A screen's first render is one task on the main thread: what
 * the reader cannot see yet (below the fold, closed dialogs, bars the page did not draw) waits for
 * this, so the first task stays short and a cheap phone answers a tap in between.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // The second render is the point: it is what runs after the paint.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPainted(true), []);
  return painted;
}
