/**
 * The vendors a fresh install starts with, in lobby order: three house vendors (slots, instant
 * games, draws) whose games open at once, and third-party vendors an operator connects later.
 */
import { GameCategory, PrizeMode } from '@openlobby/contract';
import { lotteryGame } from '../modules/lottery/games.ts';
import {
  type SeedGame,
  type VendorPlan,
  amounts,
  liveTables,
  pick,
  slotGames,
  slug,
  titled,
} from './game-catalogue-builders.ts';
import {
  ELOTTERY_CLASSES,
  ESPORTS_BOOKS,
  FISH_TITLES,
  LIVESTREAM_SHOWS,
  LOTTERY_REGIONS,
  PVP_ROOMS,
  PVP_TITLES,
  SEA_LOTTERIES,
  SPORTS_BOOKS,
} from './game-catalogue-titles.ts';

/**
 * A house draw's tile goes by the draw's own names (modules/lottery/games.ts), the ones its lottery
 * lobby, page and records use; its game code stays the one its catalogue title gave it, which
 * orders, issues and favourites are filed under.
 */
function withDrawNames(game: SeedGame): SeedGame {
  const draw = lotteryGame(game.gameCode);
  return draw === undefined ? game : { ...game, name: draw.nameEn, nameUr: draw.nameUr };
}

export const VENDORS: readonly VendorPlan[] = [
  {
    // House vendor: every game runs on the studio's slot engine; its first title leads the HOT tab.
    code: 'OLS',
    name: 'OpenLobby Slots',
    categories: ['RNG'],
    games: (next) => slotGames(190, next).map((game, index) => (index === 0 ? { ...game, hot: true } : game)),
  },
  { code: 'SPF', name: 'Spinforge', categories: ['RNG'], games: (next) => slotGames(180, next) },
  { code: 'LRS', name: 'Lucky Reel Studio', categories: ['RNG'], games: (next) => slotGames(170, next) },
  {
    code: 'JCG',
    name: 'Jewel Crown Gaming',
    brand: 'Jewel',
    categories: ['RNG', 'FISH'],
    games: (next) => [
      ...slotGames(150, next),
      ...titled(FISH_TITLES.slice(0, 8), 'FISH', amounts, next, () => ({ supportPlay: true })),
    ],
  },
  {
    code: 'DSA',
    name: 'Deep Sea Arcade',
    categories: ['FISH'],
    games: (next) =>
      titled(FISH_TITLES, 'FISH', amounts, next, () => ({ supportPlay: true })).concat(
        titled(
          FISH_TITLES.slice(0, 12).map((title) => `${title} Deluxe`),
          'FISH',
          amounts,
          next,
          () => ({ supportPlay: true }),
        ),
      ),
  },
  { code: 'VLV', name: 'Velvet Live', categories: ['LIVE'], games: (next) => liveTables('vlv', next) },
  {
    code: 'RTL',
    name: 'Royal Table Live',
    brand: 'Royal',
    categories: ['LIVE'],
    games: (next) => liveTables('rtl', next),
  },
  {
    code: 'CST',
    name: 'Card Street',
    categories: ['PVP'],
    games: (next) =>
      PVP_TITLES.flatMap((title) =>
        PVP_ROOMS.map((room) => ({
          gameCode: slug(`${title} ${room}`),
          name: `${title} ${room}`,
          category: GameCategory.PVP,
          minBet: room === 'Bronze Room' ? '1.00' : pick(['5.00', '10.00'], next),
          roomId: slug(room),
          supportPlay: true,
        })),
      ),
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto Vietnam',
    categories: ['LOTT'],
    games: (next) =>
      titled(
        LOTTERY_REGIONS.map((region) => `${region} Lottery`),
        'LOTT',
        ['1.00'],
        next,
        (_title, index) => ({ lottoMode: PrizeMode.LOTT, gameGroupId: 100 + index }),
      ),
  },
  {
    code: 'TCG_SEA',
    name: 'TCG South-East Asia',
    categories: ['LOTT'],
    games: (next) =>
      titled(SEA_LOTTERIES, 'LOTT', ['1.00', '2.00'], next, (_title, index) => ({
        lottoMode: PrizeMode.ZY,
        gameGroupId: 200 + index,
      })),
  },
  {
    code: 'OLE',
    name: 'OpenLobby E-Lottery',
    categories: ['ELOTT'],
    games: (next) =>
      ELOTTERY_CLASSES.flatMap(({ classify, titles }, group) =>
        titled(titles, 'ELOTT', ['0.10', '1.00'], next, () => ({
          lottoMode: PrizeMode.ELOTT,
          gameGroupId: 300 + group,
          gameClassify: classify,
          supportPlay: true,
        })).map(withDrawNames),
      ),
  },
  {
    code: 'STS',
    name: 'Stadium Sports',
    categories: ['SPORTS'],
    games: (next) => titled(SPORTS_BOOKS, 'SPORTS', ['1.00', '5.00'], next),
  },
  {
    // The e-sports vendor (spec 2.10: sports vendors listed as e-sports games form ESPORTS).
    code: 'AV',
    name: 'AV E-Sports',
    categories: ['ESPORTS'],
    games: (next) => titled(ESPORTS_BOOKS, 'ESPORTS', ['1.00', '2.00'], next),
  },
  {
    code: 'SCL',
    name: 'StarCast Live',
    categories: ['LIVESTREAM'],
    games: (next) =>
      titled(LIVESTREAM_SHOWS, 'LIVESTREAM', ['1.00', '2.00'], next, () => ({ supportPlay: true })),
  },
  {
    code: 'KGS',
    name: 'Kingdom Games',
    brand: 'Kingdom',
    categories: ['RNG', 'PVP'],
    games: (next) => [
      ...slotGames(120, next),
      ...titled(PVP_TITLES.slice(0, 10), 'PVP', ['1.00'], next, () => ({ supportPlay: true })),
    ],
  },
  {
    // House vendor of instant games on the studio's engines (gameCode = engine). Last, so adding it
    // left every other vendor's generated titles unchanged.
    code: 'OLI',
    name: 'OpenLobby Instant',
    categories: ['RNG'],
    games: () => [
      {
        gameCode: 'dice',
        name: 'Classic Dice',
        nameUr: 'کلاسک ڈائس',
        category: GameCategory.RNG,
        minBet: '0.10',
        supportPlay: true,
        hot: true,
      },
    ],
  },
];
