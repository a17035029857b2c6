import { describe, expect, it } from 'vitest';
import { favouriteGameRequest, gameListRequest, hotGamesRequest, vassGameTypeRequest } from './schemas.ts';

describe('game request schemas', () => {
  it('reads query-string numbers and upper-cases codes', () => {
    const parsed = gameListRequest.parse({
      pageNo: '2',
      pageSize: '25',
      gameType: 'rng',
      vassalage: 'pg',
      language: 'ur',
      clientType: '2',
      platform: 'html5',
    });
    expect(parsed).toMatchObject({
      pageNo: 2,
      pageSize: 25,
      gameType: 'RNG',
      vassalage: 'PG',
      language: 'UR',
    });
  });

  it('leaves a non-numeric page to the service (NaN), which answers PAGE_NO_INVALID', () => {
    expect(Number.isNaN(gameListRequest.parse({ pageNo: 'x' }).pageNo)).toBe(true);
  });

  it('refuses values the spec fixes', () => {
    expect(vassGameTypeRequest.safeParse({ typeId: '2' }).success).toBe(false);
    expect(vassGameTypeRequest.safeParse({ typeId: '1' }).success).toBe(true);
    expect(hotGamesRequest.safeParse({ isPlatform: '1' }).success).toBe(false);
    expect(gameListRequest.safeParse({ platform: 'pc' }).success).toBe(false);
    expect(gameListRequest.safeParse({ gameType: 'NOPE' }).success).toBe(false);
    expect(gameListRequest.safeParse({ minBet: '-1' }).success).toBe(false);
  });

  it('names a favourite by a positive nodeId and a vendor code', () => {
    expect(favouriteGameRequest.parse({ nodeId: '7', vendor: 'pg' })).toEqual({ nodeId: 7, vendor: 'PG' });
    expect(favouriteGameRequest.safeParse({ nodeId: '0', vendor: 'PG' }).success).toBe(false);
    expect(favouriteGameRequest.safeParse({ nodeId: '1', vendor: 'P G' }).success).toBe(false);
  });
});
