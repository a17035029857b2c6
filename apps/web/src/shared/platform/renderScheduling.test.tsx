import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUpdatesInOwnTasks } from './renderScheduling.ts';

/** Lets every queued microtask run, and nothing queued as a task. */
async function microtasksOnly(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const counter = { set: (_next: number): void => undefined, renders: 0 };

/** Told on each render, with the setter of its count. */
function Counter({ onRender }: { onRender: (set: (next: number) => void) => void }): ReactElement {
  const [count, set] = useState(0);
  onRender(set);
  return (
    <label>
      Stake
      <input aria-label="Stake" value={String(count)} onInput={() => set(count + 1)} readOnly />
      <output aria-label="Count">{count}</output>
    </label>
  );
}

describe('renderUpdatesInOwnTasks', () => {
  let uninstall: (() => void) | undefined;
  let current: Event | undefined;

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
  });

  function mount(): void {
    // testing-library's act installs its own scheduling while it runs: mount first, then ours.
    act(() => {
      render(
        <Counter
          onRender={(set) => {
            counter.set = set;
            counter.renders += 1;
          }}
        />,
      );
    });
    uninstall = renderUpdatesInOwnTasks(() => current);
    counter.renders = 0;
  }

  it('renders an update made outside an event in a task of its own, not in the task that made it', async () => {
    mount();
    counter.set(1);
    await microtasksOnly();
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('0');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('1'));
  });

  it('renders the updates waiting for that task together, once', async () => {
    mount();
    counter.set(1);
    counter.set(2);
    counter.set(3);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('3'));
    expect(counter.renders).toBe(1);
  });

  it("renders what a player's input changed before that input's task ends", async () => {
    mount();
    const box = screen.getByRole('textbox', { name: 'Stake' });
    const input = new Event('input', { bubbles: true });
    current = input;
    box.dispatchEvent(input);
    current = undefined;
    await microtasksOnly();
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('1');
  });

  it('puts back the scheduling it replaced', async () => {
    mount();
    uninstall?.();
    uninstall = undefined;
    counter.set(5);
    await microtasksOnly();
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('5');
  });
});
