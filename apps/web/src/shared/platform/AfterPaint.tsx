import type { ReactElement, ReactNode } from 'react';
import { usePainted } from './usePainted.ts';

/**
 * Its children, from the render after the browser has painted the first one (`usePainted`). Only
 * this wrapper renders again then: the parent that gave the children is not drawn twice.
 */
export function AfterPaint({ children }: { children: ReactNode }): ReactElement | null {
  return usePainted() ? <>{children}</> : null;
}
