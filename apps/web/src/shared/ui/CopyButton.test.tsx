import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { CopyButton } from './CopyButton.tsx';
import { hideToast, useToastStore } from './toastStore.ts';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

function stubClipboard(): ReturnType<typeof vi.fn> {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('copy buttons', () => {
  it('put the value on the clipboard and say so in a toast', async () => {
    const writeText = stubClipboard();
    renderWithProviders(<CopyButton value="OL-1234" label="Copy account" copiedText="Copied" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account' }));
    expect(writeText).toHaveBeenCalledWith('OL-1234');
    await vi.waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({ text: 'Copied', kind: 'success' }),
    );
  });

  it('do nothing, and do not fail, where the browser has no clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithProviders(<CopyButton value="OL-1234" label="Copy account" copiedText="Copied" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account' }));
    expect(useToastStore.getState().toast).toBeNull();
  });
});
