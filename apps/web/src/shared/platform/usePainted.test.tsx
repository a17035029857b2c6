import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { usePainted } from './usePainted.ts';

function Split(): ReactElement {
  const painted = usePainted();
  return (
    <>
      <p>top</p>
      {painted && <p>below the fold</p>}
    </>
  );
}

/** The task after the next frame: when the browser has painted what the first render drew. */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('usePainted', () => {
  // Rendered as the lobby's entry does (no test act(), which would run every effect at once).
  it('renders the first part alone, and the rest once that has been painted', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Split />);
    await Promise.resolve();
    expect(container.textContent).toBe('top');
    await afterPaint();
    await afterPaint();
    expect(container.textContent).toBe('topbelow the fold');
    root.unmount();
    container.remove();
  });
});
