import { describe, expect, it } from 'vitest';
import { lotteryDrawRequest, lotteryGamesRequest, lotteryPopularRequest } from './lottery/schemas.ts';
import { inboxRequest, launchChatRequest, lobbyNewsRequest } from './messaging/schemas.ts';

describe('query fields shared by every area', () => {
  it('reads a language in either case in the lottery and messaging requests, and refuses an unknown one', () => {
    for (const request of [
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
});
