/**
 * The lottery's public reads (games, menus, issues, results, verification) and, through orders.ts,
 * the member's orders. Reads never change a result: the only writes here create a missing current
 * issue (with a fresh seed, kept only if no seed was stored first).
 */
import {
  type Language,
  type LotteryDrawValue,
  type LotteryDrawVerifyValue,
  type LotteryGamesValue,
  type LotteryMenuValue,
  type LotteryMenusValue,
  type LotteryNearValue,
  type LotteryOpenedNumeroValue,
  type LotteryPopularValue,
  LOTTERY_DRAW_METHOD,
  LOTTERY_HOUSE_VENDOR,
  LOTTERY_NEAR_COUNT,
  LOTTERY_PAGE_SIZE,
  PRIZE_MODES,
  type PrizeMode,
  type lotteryDrawRequest,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import { type GamesService, pageOf } from '../games/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { deriveNumbers, numbersOf, seedHashOf } from './draw.ts';
import { LOTTERY_GAMES, type LotteryGameDefinition, lotteryGame } from './games.ts';
import { currentIssue, issueView, slotView } from './issues.ts';
import { createOrders, gameOrThrow } from './orders.ts';
import type { LotteryRepository } from './repository.ts';
import { currentIndex, slotByIndex } from './schedule.ts';
import { gameName, gameView, menuGameView } from './views.ts';

export interface LotteryDeps {
  readonly repository: LotteryRepository;
  readonly wallet: WalletService;
  readonly games: GamesService;
  readonly now: () => Date;
}

const DRAWN = ['drawn', 'settled'];
const DAY_MS = 86_400_000;
const RECENT_GAMES = 10;

export type LotteryService = ReturnType<typeof createLotteryService>;

export function createLotteryService(deps: LotteryDeps) {
  const repo = deps.repository;

  /** The catalogue id of each house lottery (its OLE game), null when the catalogue lacks it. */
  async function catalogueId(game: LotteryGameDefinition): Promise<number | null> {
    const row = await deps.games.findIconGame(LOTTERY_HOUSE_VENDOR, game.code);
    return row?.id ?? null;
  }

  async function menu(
    games: readonly LotteryGameDefinition[],
    mode: PrizeMode,
    language: Language,
  ): Promise<LotteryMenuValue> {
    const list = [];
    for (const game of games) list.push(menuGameView(game, await catalogueId(game), mode, language));
    return { prizeMode: mode, games: list };
  }

  async function opened(gameCode: string | undefined): Promise<LotteryOpenedNumeroValue> {
    const games = gameCode === undefined ? LOTTERY_GAMES : [gameOrThrow(gameCode)];
    const now = deps.now();
    const list = [];
    for (const game of games) {
      const row = await currentIssue(repo, game, now);
      if (row !== undefined) list.push(issueView(row, now.toISOString()));
    }
    return { serverTime: now.toISOString(), list };
  }

  return {
    orders: createOrders(deps),
    opened,

    async games(merchantId: number, language: Language): Promise<LotteryGamesValue> {
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const list = [];
      for (const game of LOTTERY_GAMES) list.push(gameView(game, await catalogueId(game), language, scale));
      return { list };
    },

    menu(mode: PrizeMode, language: Language): Promise<LotteryMenuValue> {
      return menu(LOTTERY_GAMES, mode, language);
    },

    async menus(language: Language): Promise<LotteryMenusValue> {
      const menus = [];
      for (const mode of PRIZE_MODES) menus.push(await menu(LOTTERY_GAMES, mode, language));
      return { menus };
    },

    /** The lotteries the member ordered lately, most recent first. */
    async recentMenu(session: Session, mode: PrizeMode, language: Language): Promise<LotteryMenuValue> {
      const codes = await repo.recentGames(session.memberId, RECENT_GAMES);
      const games = codes.flatMap((code) => lotteryGame(code) ?? []);
      return menu(games, mode, language);
    },

    async popular(language: Language): Promise<LotteryPopularValue> {
      const since = new Date(deps.now().getTime() - DAY_MS).toISOString();
      const counts = new Map((await repo.popular(since)).map((row) => [row.gameCode, row.bets]));
      const list = [];
      for (const game of LOTTERY_GAMES) {
        list.push({
          gameCode: game.code,
          gameId: await catalogueId(game),
          name: gameName(game, language),
          bets: counts.get(game.code) ?? 0,
        });
      }
      return { list: list.sort((a, b) => b.bets - a.bets) };
    },

    /** The last draws, the issue taking bets and the coming ones (those without a row yet by time). */
    async near(gameCode: string): Promise<LotteryNearValue> {
      const game = gameOrThrow(gameCode);
      const now = deps.now();
      const iso = now.toISOString();
      const current = await currentIssue(repo, game, now);
      const previous = await repo.issuesOf(game.code, { before: iso }, 'desc', LOTTERY_NEAR_COUNT);
      const index = currentIndex(game, now);
      const next = [];
      for (let k = 1; k <= LOTTERY_NEAR_COUNT; k += 1) {
        const slot = slotByIndex(game, index + k);
        const row = await repo.issue(game.code, slot.numero);
        next.push(row === undefined ? slotView(game, slot) : issueView(row, iso));
      }
      return {
        serverTime: iso,
        previous: previous.map((row) => issueView(row, iso)),
        current: current === undefined ? null : issueView(current, iso),
        next,
      };
    },

    /** Drawn results with their seeds and hashes, newest first. */
    async draws(input: z.output<typeof lotteryDrawRequest>): Promise<LotteryDrawValue> {
      const game = gameOrThrow(input.gameCode);
      const iso = deps.now().toISOString();
      if (input.numero !== undefined) {
        const row = await repo.issue(game.code, input.numero);
        if (row === undefined) throw new ApiError('LOTTERY_ISSUE_NOT_FOUND');
        const list = DRAWN.includes(row.state) ? [issueView(row, iso)] : [];
        return { method: LOTTERY_DRAW_METHOD, list, pageNum: 1, totalPages: list.length, total: list.length };
      }
      const { pageNo, pageSize } = pageOf(input, LOTTERY_PAGE_SIZE);
      const total = await repo.countIssues(game.code, DRAWN);
      const rows = await repo.issuesOf(
        game.code,
        { states: DRAWN },
        'desc',
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return {
        method: LOTTERY_DRAW_METHOD,
        list: rows.map((row) => issueView(row, iso)),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },

    /**
     * Recomputes a draw from a seed anyone supplies: it is verified when the seed's SHA-256 is the
     * hash published at opening and the seed derives exactly the drawn numbers.
     */
    async verify(gameCode: string, numero: string, seed: string): Promise<LotteryDrawVerifyValue> {
      const game = gameOrThrow(gameCode);
      const row = await repo.issue(game.code, numero);
      if (row === undefined) throw new ApiError('LOTTERY_ISSUE_NOT_FOUND');
      if (!DRAWN.includes(row.state)) throw new ApiError('LOTTERY_NOT_DRAWN');
      const numbers = deriveNumbers(seed, game.code, numero, game.digits);
      const drawnNumbers = numbersOf(row.numbers);
      const seedMatchesHash = seedHashOf(seed) === row.seed_hash;
      return {
        gameCode: game.code,
        numero,
        seedHash: row.seed_hash,
        seedMatchesHash,
        numbers,
        drawnNumbers,
        verified: seedMatchesHash && drawnNumbers !== null && drawnNumbers.join(',') === numbers.join(','),
      };
    },
  };
}
