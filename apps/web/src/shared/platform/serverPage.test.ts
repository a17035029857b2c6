import { describe, expect, it } from 'vitest';
import { inLobbyLook } from './serverPage.ts';

describe('a server page opened in the lobby look', () => {
  it("carries the lobby's language and theme, keeping the page's own query and fragment", () => {
    expect(inLobbyLook('/pay/demo/D1?token=ab', 'UR', 'light')).toBe(
      '/pay/demo/D1?token=ab&lang=UR&cssName=light',
    );
    expect(inLobbyLook('/chat?lang=EN&backUrl=%2Fm%2Fhome#tok.en', 'UR', 'dark')).toBe(
      '/chat?lang=UR&backUrl=%2Fm%2Fhome&cssName=dark#tok.en',
    );
  });

  it("tells the house studio's game pages the lobby's language and theme", () => {
    expect(inLobbyLook('/studio/slot/?launch=abc&game=spirit-fruits&lang=UR', 'UR', 'light')).toBe(
      '/studio/slot/?launch=abc&game=spirit-fruits&lang=UR&cssName=light',
    );
    expect(inLobbyLook('/studio/dice/', 'EN', 'dark')).toBe('/studio/dice/?lang=EN&cssName=dark');
  });

  it("leaves another site's address as it came (a gateway may sign it, a vendor's game its launch)", () => {
    expect(inLobbyLook('https://pay.example/x?sig=1', 'UR', 'light')).toBe('https://pay.example/x?sig=1');
    expect(inLobbyLook('//pay.example/x', 'UR', 'light')).toBe('//pay.example/x');
    const vendor = 'https://games.example.com/?launch=abc&lang=EN';
    expect(inLobbyLook(vendor, 'UR', 'light')).toBe(vendor);
  });
});
