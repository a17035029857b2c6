import { afterEach, describe, expect, it } from 'vitest';
import { game } from '../test/fixtures.ts';
import {
  hasResumeMark,
  resumeAddress,
  savePendingLaunch,
  takePendingLaunch,
  withoutResumeMark,
} from './pendingLaunch.ts';

afterEach(() => sessionStorage.clear());

describe('the game a guest chose before logging in', () => {
  it('waits for the screen it was tapped on and starts once', () => {
    savePendingLaunch('/m/gameList?type=hot', game(7));
    expect(takePendingLaunch('/m/home')).toBeNull();
    expect(takePendingLaunch('/m/gameList?type=hot')).toMatchObject({ gameId: 7, vassalage: 'OLS' });
    expect(takePendingLaunch('/m/gameList?type=hot')).toBeNull();
  });

  it('ignores anything in storage that is not a pending game', () => {
    sessionStorage.setItem('pendingGameLaunch', '{"returnTo":"/m/home","game":"x"}');
    expect(takePendingLaunch('/m/home')).toBeNull();
    sessionStorage.setItem('pendingGameLaunch', 'not json');
    expect(takePendingLaunch('/m/home')).toBeNull();
  });

  it('marks the screen to come back to, and the mark comes off again', () => {
    const back = resumeAddress('/m/gameList?type=hot', game(7, { vassalage: 'SPF' }));
    expect(back).toBe('/m/gameList?type=hot&resume=SPF%3A7');
    expect(hasResumeMark(back.slice(back.indexOf('?')))).toBe(true);
    expect(withoutResumeMark(back)).toBe('/m/gameList?type=hot');
    expect(withoutResumeMark(resumeAddress('/m/home', game(1)))).toBe('/m/home');
  });
});
