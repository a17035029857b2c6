import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CopyRow } from './CopyRow.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

describe('a copy row', () => {
  it("a deposit's receiving account names each copy button after its row", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(
      <dl>
        <CopyRow label="Account number" value="PK36MEZN0001234567890123" />
      </dl>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('PK36MEZN0001234567890123');
    await vi.waitFor(() => expect(useToastStore.getState().toast?.text).toBe('Copied'));
  });
});
