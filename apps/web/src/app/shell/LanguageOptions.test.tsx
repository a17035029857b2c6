import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LanguageOptions } from './LanguageOptions.tsx';
import { ThemeOptions } from './ThemeOptions.tsx';

describe('language and theme pickers of the side menu', () => {
  beforeAll(() => initI18n());
  afterEach(() => switchLanguage('EN'));

  it('picking Urdu turns the page right to left, translates it and remembers the choice', async () => {
    renderWithProviders(<LanguageOptions />);
    await userEvent.click(screen.getByRole('radio', { name: 'اردو' }));
    await screen.findByRole('group', { name: 'زبان' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('UR');
    expect(screen.getByRole('radio', { name: 'اردو' })).toBeChecked();
  });

  it('picking Light applies and saves the theme', async () => {
    renderWithProviders(<ThemeOptions />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
