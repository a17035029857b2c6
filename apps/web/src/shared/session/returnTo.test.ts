import { describe, expect, it } from 'vitest';
import { carriedQuery, loginPathFor, loginReasonFrom, returnPathFrom, safeReturnPath } from './returnTo.ts';

describe('return after login', () => {
  it('keeps a lobby path with its query', () => {
    expect(safeReturnPath('/m/gameList?type=hot')).toBe('/m/gameList?type=hot');
    expect(safeReturnPath('/m/launchGame?playType=trad&gameId=7')).toBe(
      '/m/launchGame?playType=trad&gameId=7',
    );
  });

  it('never sends anyone to another site or back to the account screens', () => {
    for (const next of [
      '//evil.example/m/home',
      'https://evil.example/m/home',
      '/\\evil.example',
      '/m/\\\\evil.example',
      'javascript:alert(1)',
      '/api/x',
      '/m/login?next=/m/home',
      '/m/register',
      '',
      null,
    ])
      expect(safeReturnPath(next), String(next)).toBeNull();
  });

  it('writes the reason and the return into the login address and reads them back', () => {
    const login = loginPathFor('play', '/m/home?tab=hot');
    expect(login).toBe('/m/login?reason=play&next=%2Fm%2Fhome%3Ftab%3Dhot');
    const search = login.slice(login.indexOf('?'));
    expect(loginReasonFrom(search)).toBe('play');
    expect(returnPathFrom(search)).toBe('/m/home?tab=hot');
  });

  it('drops an unsafe return but keeps the reason', () => {
    expect(loginPathFor('play', '//evil.example')).toBe('/m/login?reason=play');
    expect(loginReasonFrom('?reason=hack')).toBeNull();
  });

  it('carries only the known reason and a safe return to the register link', () => {
    expect(carriedQuery('?reason=play&next=%2Fm%2Fgame&x=1')).toBe('?reason=play&next=%2Fm%2Fgame');
    expect(carriedQuery('?next=https://evil.example')).toBe('');
    expect(carriedQuery('')).toBe('');
  });
});
