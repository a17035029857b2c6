import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { DEFAULT_CURRENCY_FORMAT } from '../../../shared/store/commonStore.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AmountField } from './AmountField.tsx';

beforeAll(() => initI18n('EN'));

/** Text without the bidi isolates that keep amounts left to right inside Urdu. */
function plain(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
}

function Harness({ available, show = true }: { available?: string; show?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountField
        value={value}
        onChange={setValue}
        limits={{ min: '100', max: '50000', scale: 2 }}
        currency={DEFAULT_CURRENCY_FORMAT}
        presets={['100', '500', '1000']}
        available={available}
        showProblem={show}
      />
      <output data-testid="sent">{value}</output>
    </>
  );
}

describe('AmountField', () => {
  it('keeps what can be an amount, never a float artefact', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1a0.1x5.9');
    expect(input).toHaveValue('10.15');
    await userEvent.clear(input);
    await userEvent.type(input, '0.1');
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    // A preset replaces the entry; pressed state follows the value, not float equality.
    expect(input).toHaveValue('500');
    expect(screen.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(input, '.30');
    expect(screen.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('sent')).toHaveTextContent('500.30');
  });

  it('names each problem: empty, below min, above max, above the balance', async () => {
    renderWithProviders(<Harness available="2000" />);
    const input: HTMLElement = screen.getByRole('textbox', { name: 'Amount' });
    expect(plain(screen.getByRole('alert'))).toContain('Please enter an amount');
    expect(plain(input.closest('.field') as HTMLElement)).toContain('Min ¥100.00 – Max ¥50,000.00');
    await userEvent.type(input, '99.99');
    expect(plain(screen.getByRole('alert'))).toContain('The minimum amount is ¥100.00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '50000.01');
    expect(plain(screen.getByRole('alert'))).toContain('The maximum amount is ¥50,000.00');
    await userEvent.clear(input);
    await userEvent.type(input, '2000.01');
    expect(plain(screen.getByRole('alert'))).toContain('more than your available balance');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(plain(screen.getByRole('alert'))).toContain('more than zero');
    await userEvent.clear(input);
    await userEvent.type(input, '2000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hides problems until asked, and speaks Urdu with the number left to right', async () => {
    const { unmount } = renderWithProviders(<Harness show={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    await switchLanguage('UR');
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'رقم' });
    expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '۵۰');
    expect(input).toHaveValue('50');
    expect(plain(screen.getByRole('alert'))).toContain('کم از کم رقم');
    await switchLanguage('EN');
  });
  it("shows the currency sign every other amount shows (the formatter's ¥, not the stored ￥), in English and Urdu", async () => {
    // The merchant's settings store the full-width "￥"; hints, chips and balances are written "¥".
    expect(DEFAULT_CURRENCY_FORMAT.symbol).toBe('￥');
    for (const language of ['EN', 'UR'] as const) {
      await switchLanguage(language);
      const { container, unmount } = renderWithProviders(<Harness />);
      const sign = container.querySelector('.amount__symbol');
      expect(sign).toHaveTextContent(/^¥$/);
      expect(formatMoney('100', DEFAULT_CURRENCY_FORMAT)).toContain(sign?.textContent);
      expect(plain(container.querySelector('.field') as HTMLElement)).not.toContain('￥');
      unmount();
    }
    await switchLanguage('EN');
  });
});
