import { type RefObject, useEffect } from 'react';

/**
 * Keeps home's floating customer-service button off every control (`keepClearOfControls`). The
 * placing code loads just after home's first paint, in its own small chunk, so it adds nothing to
 * what a phone downloads before it can draw home; until it arrives the button sits where the style
 * sheet puts it.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const button = ref.current;
    if (!active || button === null) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./keepClearOfControls.ts').then(
      ({ keepClearOfControls }) => {
        if (!ended) stop = keepClearOfControls(button);
      },
      // Not loaded (a dropped connection): the button keeps its place by the style sheet.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [ref, active]);
}
