/**
 * The catalogue's read shape: visible games (game and vendor both enabled) joined to their vendor,
 * the list filter and order on the indexes of migration 0005, and the row every read answers with.
 */
import { GAME_ICON_SYMBOLS, type GameHoldingCategory } from '@openlobby/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { iconVersionOf } from './catalogue-write.repository.ts';
import type { SymbolName } from './icon-symbols.ts';
import type { PlayableRule } from './playability.ts';
import { prefixRange } from './words.ts';

export interface GameRow {
  readonly id: number;
  readonly category: GameHoldingCategory;
  readonly gameCode: string;
  readonly nameEn: string;
  readonly nameUr: string | null;
  readonly roomId: string | null;
  readonly supportPlay: boolean;
  readonly lottoMode: string | null;
  readonly gameGroupId: number | null;
  readonly showIcon: boolean;
  readonly gameClassify: string | null;
  readonly minBetMinor: number;
  readonly minLine: number;
  readonly hot: boolean;
  readonly iconVersion: string;
  /** The operator's choice of emblem for the icon; null: the title's own. */
  readonly iconSymbol: SymbolName | null;
  /** The operator's own icon picture (an address); null: the drawn icon. */
  readonly iconPicture: string | null;
  readonly vendorCode: string;
  readonly vendorName: string;
}

export interface GameFilter {
  /** Null: every category (ALL). */
  readonly category: GameHoldingCategory | null;
  readonly vendorId: number | null;
  readonly hotOnly: boolean;
  readonly words: readonly string[];
  readonly gameClassify: string | null;
  readonly maxMinBetMinor: number | null;
  readonly maxMinLine: number | null;
  /** Only the games that open now (true) or only the others (false); absent: both. */
  readonly playable?: { readonly rule: PlayableRule; readonly is: boolean } | undefined;
}

export type GameQuery = SelectQueryBuilder<DatabaseSchema, 'game' | 'game_vendor', object>;

export function visibleGames(db: Db): GameQuery {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
    .where('game.enabled', '=', 1)
    .where('game_vendor.enabled', '=', 1);
}

export function selectRow(query: GameQuery) {
  return query.select([
    'game.id',
    'game.category',
    'game.game_code',
    'game.name_en',
    'game.name_ur',
    'game.room_id',
    'game.support_play',
    'game.lotto_mode',
    'game.game_group_id',
    'game.show_icon',
    'game.game_classify',
    'game.min_bet_minor',
    'game.min_line',
    'game.hot',
    'game.icon_symbol',
    'game.icon_url',
    'game_vendor.code as vendor_code',
    'game_vendor.name as vendor_name',
  ]);
}

export function filtered(db: Db, filter: GameFilter): GameQuery {
  let query = visibleGames(db);
  if (filter.category !== null) query = query.where('game.category', '=', filter.category);
  if (filter.vendorId !== null) query = query.where('game.vendor_id', '=', filter.vendorId);
  if (filter.hotOnly) query = query.where('game.hot', '=', 1);
  if (filter.gameClassify !== null) query = query.where('game.game_classify', '=', filter.gameClassify);
  if (filter.maxMinBetMinor !== null) query = query.where('game.min_bet_minor', '<=', filter.maxMinBetMinor);
  if (filter.maxMinLine !== null) query = query.where('game.min_line', '<=', filter.maxMinLine);
  const playable = filter.playable;
  if (playable !== undefined)
    query = query.where((eb) => {
      const opens = opensNow(eb, playable.rule);
      return playable.is ? opens : eb.not(opens);
    });
  for (const word of filter.words) {
    const [low, high] = prefixRange(word);
    query = query.where('game.id', 'in', (eb: ExpressionBuilder<DatabaseSchema, 'game'>) =>
      eb
        .selectFrom('game_word')
        .select('game_word.game_id')
        .where('word', '>=', low)
        .where('word', '<', high),
    );
  }
  return query;
}

/**
 * The playability rule as a condition on a game joined to its vendor: whole vendors, and single
 * games of vendors that run only part of their catalogue.
 */
export function opensNow(eb: ExpressionBuilder<DatabaseSchema, 'game' | 'game_vendor'>, rule: PlayableRule) {
  return eb.or([
    ...(rule.vendors.length > 0 ? [eb('game_vendor.code', 'in', rule.vendors)] : []),
    ...rule.games
      .filter((entry) => entry.gameCodes.length > 0)
      .map((entry) =>
        eb.and([
          eb('game_vendor.code', '=', entry.vendorCode),
          eb('game.game_code', 'in', [...entry.gameCodes]),
        ]),
      ),
  ]);
}

/** The order every list shows; the hot list has its own. */
export function ordered(query: GameQuery, filter: GameFilter): GameQuery {
  return filter.hotOnly
    ? query.orderBy('game.hot_order').orderBy('game.id')
    : query.orderBy('game.sort_order').orderBy('game.id');
}

interface SelectedRow {
  id: number;
  category: string;
  game_code: string;
  name_en: string;
  name_ur: string | null;
  room_id: string | null;
  support_play: number;
  lotto_mode: string | null;
  game_group_id: number | null;
  show_icon: number;
  game_classify: string | null;
  min_bet_minor: number | string;
  min_line: number;
  hot: number;
  icon_symbol: string | null;
  icon_url: string | null;
  vendor_code: string;
  vendor_name: string;
}

/** A stored emblem this server draws; anything else (a later version's) falls back to the title's. */
export function symbolOf(stored: string | null): SymbolName | null {
  return GAME_ICON_SYMBOLS.find((symbol) => symbol === stored) ?? null;
}

export function toGameRow(row: SelectedRow): GameRow {
  return {
    id: row.id,
    category: row.category as GameHoldingCategory,
    gameCode: row.game_code,
    nameEn: row.name_en,
    nameUr: row.name_ur,
    roomId: row.room_id,
    supportPlay: row.support_play === 1,
    lottoMode: row.lotto_mode,
    gameGroupId: row.game_group_id,
    showIcon: row.show_icon === 1,
    gameClassify: row.game_classify,
    minBetMinor: Number(row.min_bet_minor),
    minLine: row.min_line,
    hot: row.hot === 1,
    iconVersion: iconVersionOf({
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      name: row.name_en,
      category: row.category as GameHoldingCategory,
      symbol: symbolOf(row.icon_symbol),
    }),
    iconSymbol: symbolOf(row.icon_symbol),
    iconPicture: row.icon_url,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
  };
}
