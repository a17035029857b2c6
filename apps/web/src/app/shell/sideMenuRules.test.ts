import { describe, expect, it } from 'vitest';
import { accountShortcuts, lobbyShortcuts, serviceShortcuts } from './sideMenuRules.ts';

describe('side menu shortcuts of spec 2.5', () => {
  it('hides account shortcuts until their feature is available', () => {
    expect(accountShortcuts(() => false)).toEqual([]);
    expect(accountShortcuts((feature) => feature === 'withdraw').map((s) => s.key)).toEqual(['withdraw']);
  });

  it('leads to the game lobby and the lottery lobby, for guests too, once the lobby is built', () => {
    expect(lobbyShortcuts(() => true)).toEqual([
      expect.objectContaining({ key: 'gameLobby', href: '/m/game' }),
      expect.objectContaining({ key: 'lotteryLobby', href: '/m/lottery' }),
    ]);
    expect(lobbyShortcuts(() => true).some((s) => s.needsLogin)).toBe(false);
    expect(lobbyShortcuts(() => false)).toEqual([]);
  });

  it('shows WhatsApp only for an entry with a path, live chat only with CBS3 and the feature', () => {
    const base = { whitelabel: {}, downloadUrl: null, available: () => true };
    expect(serviceShortcuts({ ...base, customerService: [{ csType: 'WHATSAPP', path: '' }] })).toEqual([]);
    const withPath = serviceShortcuts({
      ...base,
      customerService: [{ csType: 'WHATSAPP', path: 'https://wa.me/1' }],
    });
    expect(withPath.map((s) => s.key)).toEqual(['whatsapp']);
    const chat = serviceShortcuts({ ...base, customerService: [], whitelabel: { CBS3: true } });
    expect(chat.map((s) => s.key)).toEqual(['liveChat']);
    // It launches chat like the message centre's row, for members only.
    expect(chat[0]).toMatchObject({ launchesChat: true, needsLogin: true });
    expect(
      serviceShortcuts({ ...base, customerService: [], whitelabel: { CBS3: true }, available: () => false }),
    ).toEqual([]);
  });

  it('offers app download only when there is a link, as the download popup over /m/app', () => {
    const shortcuts = serviceShortcuts({ customerService: [], whitelabel: {}, downloadUrl: '/app.apk' });
    expect(shortcuts).toEqual([
      expect.objectContaining({ key: 'appDownload', href: '/m/app', downloadPopup: true }),
    ]);
    expect(serviceShortcuts({ customerService: [], whitelabel: {}, downloadUrl: null })).toEqual([]);
  });
});
