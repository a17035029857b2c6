/**
 * Leading-and-trailing throttle (spec 9: mark-read 150 ms, unread count 250 ms): the first call runs
 * at once; calls inside the window collapse into one more run at its end, with the latest
 * arguments, so the last state always reaches the server and a burst costs at most two calls.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function throttle<A extends unknown[]>(run: (...args: A) => void, waitMs: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queued: A | undefined;
  const openWindow = (): void => {
    timer = setTimeout(() => {
      timer = undefined;
      if (queued === undefined) return;
      const args = queued;
      queued = undefined;
      run(...args);
      openWindow();
    }, waitMs);
  };
  const throttled = (...args: A): void => {
    if (timer === undefined) {
      run(...args);
      openWindow();
    } else queued = args;
  };
  return Object.assign(throttled, {
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      queued = undefined;
    },
  });
}

/**
 * One throttle per key: marking notice A read never swallows the mark of notice B opened right
 * after it, while repeated taps on the same notice still cost one call.
 */
export function throttleByKey<K>(run: (key: K) => void, waitMs: number): (key: K) => void {
  const byKey = new Map<K, Throttled<[K]>>();
  return (key) => {
    let throttled = byKey.get(key);
    if (!throttled) {
      throttled = throttle(run, waitMs);
      byKey.set(key, throttled);
    }
    throttled(key);
  };
}
