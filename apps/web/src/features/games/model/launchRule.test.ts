import { describe, expect, it } from 'vitest';
import { game } from '../test/fixtures.ts';
import { launchStep } from './launchRule.ts';

describe('launch by vendor (spec 4)', () => {
  it.each([
    [
      'a guest, any game: login first, then the launch a member gets',
      game(1),
      false,
      {
        kind: 'login',
        then: {
          kind: 'launch',
          request: { category: 'RNG', vendor: 'OLS', gameId: 1, nodeId: 1, supportPlay: true },
        },
      },
    ],
    [
      'a guest, a lottery: login first, then its lobby',
      game(2, { vassalage: 'TCG_SEA', gameType: 'LOTT' }),
      false,
      { kind: 'login', then: { kind: 'navigate', to: '/m/lottery?vendor=TCG_SEA&code=lobby' } },
    ],
    [
      'TCG_LOTTO_VN opens the lottery lobby',
      game(3, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }),
      true,
      { kind: 'navigate', to: '/m/lottery?vendor=TCG_LOTTO_VN&code=lobby' },
    ],
    [
      'TCG_SEA opens the lottery lobby',
      game(4, { vassalage: 'TCG_SEA', gameType: 'LOTT' }),
      true,
      { kind: 'navigate', to: '/m/lottery?vendor=TCG_SEA&code=lobby' },
    ],
    [
      'an ELOTT game opens the lottery frame with playType trad',
      game(5, {
        vassalage: 'OLE',
        gameType: 'ELOTT',
        gameGroupId: 300,
        lottoMode: 'Elott',
        gameCode: 'ssc1',
      }),
      true,
      {
        kind: 'navigate',
        to: '/m/launchGame?playType=trad&gameId=5&gameGroupId=300&prize_mode=Elott&code=ssc1',
      },
    ],
    [
      'a LOTT vendor code opens the lottery frame too',
      game(6, { vassalage: 'LOTT', gameType: 'LOTT', gameGroupId: 7, lottoMode: 'Lott', gameCode: 'l6' }),
      true,
      { kind: 'navigate', to: '/m/launchGame?playType=trad&gameId=6&gameGroupId=7&prize_mode=Lott&code=l6' },
    ],
    [
      'a slot asks the server with category, vendor, gameId, nodeId, supportPlay',
      game(7, { supportPlay: false }),
      true,
      {
        kind: 'launch',
        request: { category: 'RNG', vendor: 'OLS', gameId: 7, nodeId: 7, supportPlay: false },
      },
    ],
    [
      'a live table too',
      game(8, { vassalage: 'VLV', gameType: 'LIVE' }),
      true,
      {
        kind: 'launch',
        request: { category: 'LIVE', vendor: 'VLV', gameId: 8, nodeId: 8, supportPlay: true },
      },
    ],
  ] as const)('%s', (_name, subject, loggedIn, expected) => {
    expect(launchStep(subject, loggedIn)).toEqual(expected);
  });

  it('carries pageBack from home, so the lottery frame closes back there', () => {
    const step = launchStep(game(9, { gameType: 'ELOTT', vassalage: 'OLE', gameGroupId: 1 }), true, 'home');
    expect(step).toMatchObject({ kind: 'navigate', to: expect.stringContaining('pageBack=home') as string });
  });
});
