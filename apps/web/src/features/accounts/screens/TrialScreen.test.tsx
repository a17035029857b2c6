import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import TrialScreen from './TrialScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  await switchLanguage('EN', { persist: false });
});

describe("the free trial's play credit", () => {
  it('keeps its amount one left-to-right unit in the Urdu sentence, the sign before the number', async () => {
    await switchLanguage('UR', { persist: false });
    fakeServer({ 'GET /wps/member/trialuser': { value: { enabled: true, trialBalance: '2000.00' } } });
    renderWithProviders(<TrialScreen />, '/m/trail');
    const credit = await screen.findByText(/2,000\.00/);
    // Isolated (U+2066 … U+2069), the amount is laid out on its own: "¥2,000.00", never "2,000.00¥".
    expect(credit.textContent).toMatch(/\u2066¥2,000\.00\u2069/);
  });
});
