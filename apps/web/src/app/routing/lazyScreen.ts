import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { ScreenSpinner } from '../../shared/ui/Spinner.tsx';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the chunk now (boot calls it for the current path, in parallel with settings). */
  preload: () => void;
};

/**
 * React.lazy with the failure rule of spec section 8: a chunk that cannot load (flaky network, a
 * deploy removed it) is logged and leaves a spinner instead of crashing the shell.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= load().catch((error: unknown) => {
      console.error('Could not load screen', error);
      return { default: ScreenSpinner as ComponentType<P> };
    }));
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce() });
}
