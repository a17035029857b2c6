import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { usePainted } from './usePainted.ts';

function Later({ name }: { name: string }): ReactElement | null {
  return usePainted() ? <p>{name}</p> : null;
}

function Split(): ReactElement {
  return (
    <>
      <p>top</p>
      <Later name="quick links" />
      <Later name="bottom menu" />
    </>
  );
}

/** The next task. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('usePainted', () => {
  // Rendered as the lobby's entry does (no test act(), which would run every effect at once).
  it('renders the first part alone, then each waiting part in a task of its own', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Split />);
    await Promise.resolve();
    expect(container.textContent).toBe('top');
    const seen: string[] = [];
    for (let task = 0; task < 5 && seen.at(-1) !== 'topquick linksbottom menu'; task += 1) {
      await nextTask();
      if (seen.at(-1) !== container.textContent) seen.push(container.textContent ?? '');
    }
    expect(seen).toEqual(['top', 'topquick links', 'topquick linksbottom menu']);
    root.unmount();
    container.remove();
  });
});
