import { Language, StorageKey } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConsolidatedSettings } from '../../features/system/api/getConsolidatedSettings.ts';
import { initI18n, switchLanguage } from '../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { settingsFixture } from '../../test/settingsFixture.ts';
import { DemoMarker } from './DemoMarker.tsx';

/** The settings as the last visit kept them; the background refresh never answers during a test. */
function serveSettings(demo: boolean): void {
  localStorage.setItem(StorageKey.CONSOLIDATED_SETTINGS, JSON.stringify(settingsFixture({ demo })));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
}

/** Says when the settings have arrived, so an absent marker is known to be absent for good. */
function SettingsLoaded(): ReactElement | null {
  return useConsolidatedSettings(Language.EN).data ? <p>settings loaded</p> : null;
}

describe('the Demo marker', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await switchLanguage(Language.EN);
  });

  it('tells a reader of the demo, in English, that nothing here is real', async () => {
    serveSettings(true);
    renderWithProviders(<DemoMarker />);
    const marker = await screen.findByRole('complementary', { name: 'Demo' });
    expect(marker).toHaveTextContent('accounts and money here are not real');
  });

  it('speaks Urdu to an Urdu reader', async () => {
    await switchLanguage(Language.UR);
    serveSettings(true);
    renderWithProviders(<DemoMarker />);
    expect(await screen.findByRole('complementary', { name: 'ڈیمو' })).toBeInTheDocument();
  });

  it('is absent on a live site', async () => {
    serveSettings(false);
    renderWithProviders(
      <>
        <DemoMarker />
        <SettingsLoaded />
      </>,
    );
    await screen.findByText('settings loaded');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
