import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { ScreenSpinner } from '../../shared/ui/Spinner.tsx';

export type LazyScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Starts fetching the chunk now; settles once the screen can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with the failure rule of spec section 8: a chunk that cannot load (flaky network, a
 * deploy removed it) is logged and leaves a spinner instead of crashing the shell.
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
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= load()
      .catch((error: unknown) => {
        console.error('Could not load screen', error);
        return { default: ScreenSpinner as ComponentType<P> };
      })
      .then((module) => {
        loaded = module.default;
        return module;
      }));
  const Lazy = lazy(loadOnce);
  const Screen = (props: P): ReactElement =>
    loaded === undefined ? createElement(Lazy, props) : createElement(loaded, props);
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}
