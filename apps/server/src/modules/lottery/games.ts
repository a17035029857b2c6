/**
 * OpenLobby's own lotteries. Each is one OLE (house e-lottery) game of the catalogue, named by its
 * catalogue game code: the catalogue gives the tile (id, icon, favourites, lottoMode Elott); this
 * table gives what the catalogue cannot, the timetable, digits, bet types and limits. OLE games not
 * listed here have no schedule and take no lottery orders.
 *
 * The names here are each draw's only names: the catalogue seed gives them to the tiles, and the
 * lottery lobby, the lottery page and records read them from here, so a player meets one name per
 * draw everywhere. A name says what is drawn and how often; the Urdu one has no Latin letters, so
 * nothing in it reorders in right-to-left text. Renaming one needs a migration for existing
 * catalogues (as migration 0021-house-draw-names did).
 */
import { LotteryBetType } from '@openlobby/contract';
import { configLimit } from '../wallet/context.ts';

export interface LotteryGameDefinition {
  /** The catalogue game code under vendor OLE. */
  readonly code: string;
  readonly nameEn: string;
  readonly nameUr: string;
  readonly digits: number;
  readonly periodSeconds: number;
  /** Draw times are offsetSeconds + k * periodSeconds after the epoch (UTC). */
  readonly offsetSeconds: number;
  /** Betting closes this long before the draw. */
  readonly closeLeadSeconds: number;
  readonly betTypes: readonly LotteryBetType[];
  /**
   * Per sub-order, and per member across one issue, as decimal strings for every merchant; each
   * merchant's currency counts them through stakeLimits.
   */
  readonly minStake: string;
  readonly maxStake: string;
  readonly maxStakePerIssue: string;
}

const { STRAIGHT, POSITION, BIG_SMALL, ODD_EVEN, SUM } = LotteryBetType;

export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  {
    code: '1-minute-28',
    nameEn: '3-Digit Draw · Every Minute',
    nameUr: '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
    digits: 3,
    periodSeconds: 60,
    offsetSeconds: 0,
    closeLeadSeconds: 5,
    betTypes: [STRAIGHT, POSITION, BIG_SMALL, ODD_EVEN],
    minStake: '0.10',
    maxStake: '1000.00',
    maxStakePerIssue: '5000.00',
  },
  {
    code: '5-minute-ssc',
    nameEn: '5-Digit Draw · Every 5 Minutes',
    nameUr: '5 ہندسوں کی قرعہ اندازی · ہر 5 منٹ',
    digits: 5,
    periodSeconds: 300,
    offsetSeconds: 0,
    closeLeadSeconds: 15,
    betTypes: [POSITION, BIG_SMALL, ODD_EVEN, SUM],
    minStake: '0.10',
    maxStake: '1000.00',
    maxStakePerIssue: '5000.00',
  },
  {
    code: 'lucky-28',
    nameEn: '3-Digit Draw · Daily',
    nameUr: '3 ہندسوں کی قرعہ اندازی · روزانہ',
    digits: 3,
    periodSeconds: 86_400,
    offsetSeconds: 12 * 3600,
    closeLeadSeconds: 60,
    betTypes: [STRAIGHT, POSITION, BIG_SMALL, ODD_EVEN],
    minStake: '1.00',
    maxStake: '2000.00',
    maxStakePerIssue: '10000.00',
  },
];

export function lotteryGame(code: string): LotteryGameDefinition | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

/** A game's limits in the currency's minor units (a minimum finer than its unit rises to one unit). */
export function stakeLimits(game: LotteryGameDefinition, scale: number) {
  return {
    min: configLimit(game.minStake, scale, 'min'),
    max: configLimit(game.maxStake, scale, 'max'),
    perIssue: configLimit(game.maxStakePerIssue, scale, 'max'),
  };
}
