import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { DialogActions } from './DialogActions.tsx';

describe('DialogActions', () => {
  it("submits the dialog's form, and Cancel only cancels", async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const cancelled = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <form aria-label="Adjust" onSubmit={(event) => submitted(event.nativeEvent)}>
          <DialogActions cancelLabel="Cancel" onCancel={cancelled} confirmLabel="Adjust" pending={false} />
        </form>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('runs its own action without a form, and takes no second click while it is on its way', async () => {
    const confirmed = vi.fn();
    const { rerender } = render(
      <MantineProvider theme={theme}>
        <DialogActions
          cancelLabel="Cancel"
          onCancel={() => undefined}
          confirmLabel="Delete"
          pending={false}
          color="red"
          onConfirm={confirmed}
        />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    rerender(
      <MantineProvider theme={theme}>
        <DialogActions
          cancelLabel="Cancel"
          onCancel={() => undefined}
          confirmLabel="Delete"
          pending
          color="red"
          onConfirm={confirmed}
        />
      </MantineProvider>,
    );
    const working = screen.getByRole('button', { name: 'Delete' });
    expect(working).toBeDisabled();
    await userEvent.click(working);
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
