import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { ScreenSpinner } from '../../shared/ui/Spinner.tsx';

/**
 * React.lazy with the failure rule of spec section 8: a chunk that cannot load (flaky network, a
 * deploy removed it) is logged and leaves a spinner instead of crashing the shell.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('Could not load screen', error);
      return { default: ScreenSpinner as ComponentType<P> };
    }),
  );
}
