import { describe, expect, it } from 'vitest';
import { lotteryCloseTarget, lotteryFrameSrc } from './lotteryFrame.ts';

describe('lottery frame (spec 2.11)', () => {
  it('closes to home when pageBack is set, else to the game lobby', () => {
    expect(lotteryCloseTarget(new URLSearchParams('playType=trad&pageBack=home'))).toBe('/m/home');
    expect(lotteryCloseTarget(new URLSearchParams('playType=trad'))).toBe('/m/lottery');
    expect(lotteryCloseTarget(new URLSearchParams('pageBack='))).toBe('/m/lottery');
  });

  it('passes the query, the merchant code, css name and language to the frame, never the token', () => {
    const src = lotteryFrameSrc(
      new URLSearchParams(
        'mui=1&playType=ent&gameId=5&gameGroupId=300&prize_mode=Elott&code=ssc&pageBack=home',
      ),
      { token: 'tok', merchantCode: 'OPENLOBBY' },
      'dark',
      'UR',
    );
    const [path, query] = src.split('?');
    expect(src).not.toContain('tok');
    expect(path).toBe('/lottery/');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      mui: '1',
      playType: 'ent',
      gameId: '5',
      gameGroupId: '300',
      prize_mode: 'Elott',
      code: 'ssc',
      merchantCode: 'OPENLOBBY',
      cssName: 'dark',
      lang: 'UR',
    });
  });
});
