import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStandalone } from './standalone.ts';

describe('standalone detection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as Navigator & { standalone?: boolean }).standalone;
  });

  it('knows display-mode standalone and the iOS home-screen clip', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(isStandalone()).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(isStandalone()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(isStandalone()).toBe(true);
  });
});
