/**
 * What the lottery page carries in its JSON data block: written by the server's page builder
 * (src/modules/lottery/page/page.ts) and read by this script, both typed by this one interface.
 * Types only, so the server can import it without any browser code.
 */
import type { Language, LotteryBetType, PrizeMode } from '@openlobby/contract/client';
import type { LOTTERY_TEXT } from '../../src/modules/lottery/page/text.ts';

export type LotteryText = Readonly<Record<keyof (typeof LOTTERY_TEXT)['EN'], string>>;

/** Odds in hundredths by selection: a value, or '*' for every selection of the type. */
export type LotteryOddsTable = Readonly<Record<LotteryBetType, Readonly<Record<string, number>>>>;

export interface LotteryPageConfig {
  readonly lang: Language;
  /** The lottery to show by its code, or '' to find it by gameId. */
  readonly gameCode: string;
  readonly gameId: number | null;
  /** The server already knows no game matches: the page says so and the script stays idle. */
  readonly absent: boolean;
  readonly prizeMode: PrizeMode;
  /** The server's odds for each game size (digits): the page has no formula of its own. */
  readonly odds: Readonly<Record<number, LotteryOddsTable>>;
  readonly verifyPath: string;
  readonly text: LotteryText;
}
