import { describe, expect, it } from 'vitest';
import { gameFrameSrc } from './houseFrame.ts';

describe('gameFrameSrc', () => {
  it("tells the house studio's page the lobby's theme", () => {
    expect(gameFrameSrc('/studio/slot/?launch=abc&game=spirit-fruits&lang=UR', 'light')).toBe(
      '/studio/slot/?launch=abc&game=spirit-fruits&lang=UR&cssName=light',
    );
    expect(gameFrameSrc('/studio/dice/', 'dark')).toBe('/studio/dice/?cssName=dark');
  });

  it("leaves a vendor's address as the server gave it", () => {
    const vendor = 'https://games.example.com/?launch=abc&lang=EN';
    expect(gameFrameSrc(vendor, 'light')).toBe(vendor);
  });
});
