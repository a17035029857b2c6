import { describe, expect, it } from 'vitest';
import {
  clearRemembered,
  loadRemembered,
  saveRemembered,
  updateRememberedPassword,
  type VaultStore,
} from './rememberedCredentials.ts';

function memoryStore(): VaultStore & { raw: Map<string, unknown> } {
  const raw = new Map<string, unknown>();
  return {
    raw,
    get: (key) => Promise.resolve(raw.get(key)),
    set: (key, value) => {
      raw.set(key, value);
      return Promise.resolve();
    },
    delete: (key) => {
      raw.delete(key);
      return Promise.resolve();
    },
  };
}

const alice = {
  type: 'username' as const,
  username: 'alice',
  password: 'Secret123',
  countryDialingCode: '+92',
};

describe('remembered credentials', () => {
  it('round-trips the record', async () => {
    const store = memoryStore();
    await saveRemembered(alice, store);
    expect(await loadRemembered(store)).toEqual(alice);
  });

  it('keeps the key non-extractable and never stores the password as text', async () => {
    const store = memoryStore();
    await saveRemembered(alice, store);
    const key = store.raw.get('deviceKey') as CryptoKey;
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const sealed = store.raw.get('remembered') as { data: ArrayBuffer };
    const bytes = new TextDecoder('latin1').decode(sealed.data);
    expect(bytes).not.toContain('Secret123');
    expect(bytes).not.toContain(btoa('Secret123'));
    expect(JSON.stringify(localStorage)).not.toContain('Secret123');
  });

  it('updates the password only for the same user, and clears', async () => {
    const store = memoryStore();
    await saveRemembered(alice, store);
    await updateRememberedPassword('bob', 'Other999', store);
    expect((await loadRemembered(store))?.password).toBe('Secret123');
    await updateRememberedPassword('ALICE', 'NewPass99', store);
    expect((await loadRemembered(store))?.password).toBe('NewPass99');
    await clearRemembered(store);
    expect(await loadRemembered(store)).toBeNull();
  });

  it('returns null without storage', async () => {
    expect(await loadRemembered(null)).toBeNull();
  });
});
