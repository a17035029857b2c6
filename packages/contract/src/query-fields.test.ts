import { describe, expect, it } from 'vitest';
import {
  addRecentGameRequest,
  favouriteGameRequest,
  favouriteGamesRequest,
  gameListRequest,
  hotGamesRequest,
  mobileGamesRequest,
  recentGamesRequest,
} from './games/schemas.ts';
import { lotteryDrawRequest, lotteryGamesRequest, lotteryPopularRequest } from './lottery/schemas.ts';
import { inboxRequest, launchChatRequest, lobbyNewsRequest } from './messaging/schemas.ts';

describe('query fields shared by every area', () => {
  it('reads a language in either case in the games, lottery and messaging requests, and refuses an unknown one', () => {
    for (const request of [
      gameListRequest,
      hotGamesRequest,
      mobileGamesRequest,
      favouriteGamesRequest,
      recentGamesRequest,
      lotteryGamesRequest,
      lotteryPopularRequest,
      lobbyNewsRequest,
      inboxRequest,
      launchChatRequest,
    ]) {
      expect(request.parse({ language: 'ur' }).language).toBe('UR');
      expect(request.parse({ language: 'En' }).language).toBe('EN');
      expect(request.safeParse({ language: 'fr' }).success).toBe(false);
      expect(request.safeParse({ language: 'u'.repeat(9) }).success).toBe(false);
    }
  });

  it('reads page numbers from text or numbers, leaving what is not a number to the service as NaN', () => {
    const draw = (paging: Record<string, unknown>) =>
      lotteryDrawRequest.parse({ gameCode: '1-minute-28', ...paging });
    expect(draw({ pageNo: '2', pageSize: 20 })).toMatchObject({ pageNo: 2, pageSize: 20 });
    expect(draw({ pageNo: 'two' }).pageNo).toBeNaN();
    expect(lotteryDrawRequest.safeParse({ gameCode: '1-minute-28', pageNo: '1'.repeat(17) }).success).toBe(
      false,
    );
  });

  it("reads the games requests' page numbers and game ids the same way", () => {
    for (const request of [gameListRequest, favouriteGamesRequest]) {
      expect(request.parse({ pageNo: '2', pageSize: 20 })).toMatchObject({ pageNo: 2, pageSize: 20 });
      expect(request.parse({ pageNo: 'two' }).pageNo).toBeNaN();
      expect(request.safeParse({ pageSize: '1'.repeat(17) }).success).toBe(false);
    }
    expect(favouriteGameRequest.parse({ nodeId: '7', vendor: 'pg' })).toEqual({ nodeId: 7, vendor: 'PG' });
    expect(addRecentGameRequest.safeParse({ nodeId: 'seven' }).success).toBe(false);
    expect(addRecentGameRequest.safeParse({ nodeId: '1'.repeat(17) }).success).toBe(false);
    expect(gameListRequest.parse({ gameType: 'rng', vassalage: 'pg' })).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
    });
    expect(gameListRequest.safeParse({ vassalage: 'p'.repeat(33) }).success).toBe(false);
    expect(gameListRequest.safeParse({ gameType: 'r'.repeat(17) }).success).toBe(false);
  });
});
