import { BOOT_SETTINGS_ELEMENT_ID, StorageKey } from '@openlobby/contract/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../../test/settingsFixture.ts';

const settings = (merchantName: string) => settingsFixture({ merchantName });

/** The page as the server sends home: the settings in a JSON block (see the server's home-shell). */
function pageCarries(text: string, language = 'EN'): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_SETTINGS_ELEMENT_ID;
  block.dataset.language = language;
  block.textContent = text;
  document.head.append(block);
}

// The module reads the page once; each case gets a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./getConsolidatedSettings.ts');
};

afterEach(() => {
  document.getElementById(BOOT_SETTINGS_ELEMENT_ID)?.remove();
  localStorage.clear();
});

describe('settings the first screen can show before any call', () => {
  it("uses the page's own settings, fresh, in their language", async () => {
    localStorage.setItem(StorageKey.CONSOLIDATED_SETTINGS, JSON.stringify(settings('kept')));
    pageCarries(JSON.stringify(settings('from the page')));
    const { readStartupSettings, consolidatedSettingsQuery } = await load();
    expect(readStartupSettings('EN')?.merchantName).toBe('from the page');
    const query = consolidatedSettingsQuery('EN');
    const updatedAt = typeof query.initialDataUpdatedAt === 'function' ? query.initialDataUpdatedAt() : 0;
    // Fresh: no second settings call straight after the page arrived.
    expect(updatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('falls back to the kept settings for another language, refreshed at once', async () => {
    localStorage.setItem(StorageKey.CONSOLIDATED_SETTINGS, JSON.stringify(settings('kept')));
    pageCarries(JSON.stringify(settings('from the page')), 'EN');
    const { readStartupSettings, consolidatedSettingsQuery } = await load();
    expect(readStartupSettings('UR')?.merchantName).toBe('kept');
    const query = consolidatedSettingsQuery('UR');
    expect(typeof query.initialDataUpdatedAt === 'function' ? query.initialDataUpdatedAt() : -1).toBe(0);
  });

  it('ignores a damaged block', async () => {
    pageCarries('{"merchantName":');
    const { readStartupSettings } = await load();
    expect(readStartupSettings('EN')).toBeUndefined();
  });
});
