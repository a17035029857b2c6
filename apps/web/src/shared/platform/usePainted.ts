import { useEffect, useState } from 'react';

/** The parts waiting for their turn, in the order their first render was painted. */
const waiting: (() => void)[] = [];
let releasing = false;

/** Lets the next waiting part render, and the one after it in a task of its own. */
function releaseNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(releaseNext, 0);
  else releasing = false;
}

/**
 * False on a component's first render and true once the browser has painted it and the parts
 * waiting before it have rendered, each in a task of its own (effects run after the next frame; the
 * parts take turns). Preact renders a whole update in one task: what the reader cannot see yet
 * (below the fold, closed dialogs, bars the page did not draw) waits for this, so no task of
 * home's start is long, and a cheap phone answers a tap in between.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const release = (): void => setPainted(true);
    waiting.push(release);
    if (!releasing) {
      releasing = true;
      setTimeout(releaseNext, 0);
    }
    return () => {
      const index = waiting.indexOf(release);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, []);
  return painted;
}
