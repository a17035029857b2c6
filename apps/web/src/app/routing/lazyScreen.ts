import { type ComponentType, createElement, lazy, type ReactElement, useSyncExternalStore } from 'react';
import { ScreenSpinner } from '../../shared/ui/Spinner.tsx';

export type LazyScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Starts fetching the chunk now; settles once the screen can render without suspending. */
  preload: () => Promise<void>;
};

/** Waits between attempts at a chunk that failed: doubling from 1 s, never more than 30 s apart. */
export const CHUNK_RETRY_FIRST_MS = 1_000;
export const CHUNK_RETRY_MAX_MS = 30_000;

/**
 * React.lazy with the failure rule of spec section 8: a chunk that cannot load (flaky network, a
 * deploy removed it) is logged and leaves a spinner instead of crashing the shell. Under that
 * spinner the chunk is asked for again (after a growing wait, and at once when the phone is back
 * online), and the screen replaces the spinner as soon as it arrives: a player on a patchy
 * connection never has to reload the page to get past it.
 *
 * Once the chunk has arrived the screen renders directly instead of through React.lazy: a lazy
 * component always suspends on its first render, even when its chunk is already here, and React
 * then holds the revealed screen back for its fallback throttle (about 300 ms), which on home was
 * the largest part of the wait for the first banner. Boot waits for the current screen's chunk
 * (preloaded in parallel with the language) so the first render is the screen itself.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  return lazyComponent(load, ScreenSpinner);
}

const Nothing = (): null => null;

/** What a placeholder may offer while the chunk it stands for is asked for again. */
export interface ChunkRetry {
  /** Asks for the chunk at once (a Try again button) instead of after the growing wait. */
  retry: () => void;
  /** True while an attempt is on its way. */
  retrying: boolean;
}

/**
 * The same for a part of a screen (home's game area, a popup): `placeholder` holds its place (nothing,
 * unless given) while its chunk is asked for again; it gets the part's props and a way to ask at once
 * (a dialog the player opened says it could not load and offers Try again, rather than not opening). A plain React.lazy whose chunk fails throws, and with no error
 * boundary above it React would take the whole lobby off the screen.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: ComponentType<P & ChunkRetry> = Nothing,
): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  /** True while an attempt is on its way; the placeholder shows it rather than the failure. */
  let asking = false;
  /** Asks at once instead of after the wait (a player's Try again). */
  let askNow = (): void => undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const changed = (): void => listeners.forEach((listener) => listener());

  const arrived = (module: { default: ComponentType<P> }): { default: ComponentType<P> } => {
    loaded = module.default;
    asking = false;
    changed();
    return module;
  };

  /** Asks again until the chunk comes; each failure is logged. */
  const retryUntilLoaded = (waitMs: number): void => {
    const attempt = (): void => {
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
      askNow = () => undefined;
      asking = true;
      changed();
      load().then(arrived, (error: unknown) => {
        console.error('Could not load a chunk of the app', error);
        asking = false;
        retryUntilLoaded(Math.min(waitMs * 2, CHUNK_RETRY_MAX_MS));
        changed();
      });
    };
    const timer = setTimeout(attempt, waitMs);
    window.addEventListener('online', attempt);
    askNow = attempt;
  };
  const retry = (): void => askNow();

  /** What the screen's place shows while its chunk is being asked for again. */
  const Retrying = (props: P): ReactElement => {
    const Screen = useSyncExternalStore(subscribe, () => loaded);
    const retrying = useSyncExternalStore(subscribe, () => asking);
    return Screen === undefined
      ? createElement(placeholder, { ...props, retry, retrying })
      : createElement(Screen, props);
  };

  const loadOnce = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= load().then(arrived, (error: unknown) => {
      console.error('Could not load a chunk of the app', error);
      retryUntilLoaded(CHUNK_RETRY_FIRST_MS);
      return { default: Retrying };
    }));
  const Lazy = lazy(loadOnce);
  const Screen = (props: P): ReactElement =>
    loaded === undefined ? createElement(Lazy, props) : createElement(loaded, props);
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}
