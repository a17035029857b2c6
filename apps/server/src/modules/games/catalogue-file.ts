/**
 * The vendor catalogue file the operator imports (`cli games import <vendor.json>`) and the seed
 * is written in: one vendor, the categories it is listed under, and its games. Games are matched
 * by vendor code + game code, so importing a file again updates it instead of duplicating it.
 */
import {
  GAME_CODE_PATTERN,
  GAME_HOLDING_CATEGORIES,
  GAME_MONEY_SCALE,
  PrizeMode,
  VENDOR_CODE_PATTERN,
  decimalToMinor as contractDecimalToMinor,
  formatMinor,
} from '@openlobby/contract';
import { z } from 'zod';

const name = z.string().trim().min(1).max(128);
const decimal = z.string().regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${GAME_MONEY_SCALE}})?$`));

export const catalogueGame = z.strictObject({
  gameCode: z.string().regex(GAME_CODE_PATTERN),
  name,
  nameUr: name.optional(),
  category: z.enum(GAME_HOLDING_CATEGORIES),
  minBet: decimal,
  minLine: z.number().int().min(1).max(10_000).default(1),
  hot: z.boolean().default(false),
  supportPlay: z.boolean().default(false),
  showIcon: z.boolean().default(true),
  enabled: z.boolean().default(true),
  roomId: z.string().max(64).optional(),
  lottoMode: z.enum(PrizeMode).optional(),
  gameGroupId: z.number().int().positive().optional(),
  gameClassify: z.string().max(32).optional(),
  /** Position within the lobby (smaller first); defaults to the file's order. */
  sortOrder: z.number().int().min(0).optional(),
});
export type CatalogueGame = z.output<typeof catalogueGame>;

export const catalogueFile = z
  .strictObject({
    vendor: z.strictObject({
      code: z.string().regex(VENDOR_CODE_PATTERN),
      name,
      sortOrder: z.number().int().min(0).default(0),
      /** The vendor's entry in each category's vendorNames (spec 3). */
      categories: z
        .array(
          z.strictObject({
            category: z.enum(GAME_HOLDING_CATEGORIES),
            displayName: name.optional(),
            accountTypeName: z.string().max(64).optional(),
          }),
        )
        .min(1),
    }),
    games: z.array(catalogueGame).max(100_000),
  })
  .superRefine((file, ctx) => {
    const listed = new Set(file.vendor.categories.map((entry) => entry.category));
    const codes = new Set<string>();
    file.games.forEach((game, index) => {
      if (!listed.has(game.category))
        ctx.addIssue({
          code: 'custom',
          path: ['games', index, 'category'],
          message: `category ${game.category} is not one of the vendor's categories`,
        });
      if (codes.has(game.gameCode))
        ctx.addIssue({ code: 'custom', path: ['games', index, 'gameCode'], message: 'duplicate game code' });
      codes.add(game.gameCode);
    });
  });
export type CatalogueFile = z.output<typeof catalogueFile>;
export type CatalogueFileInput = z.input<typeof catalogueFile>;

/**
 * "0.20" -> 20: catalogue amounts are kept in minor units at GAME_MONEY_SCALE, the catalogue's own
 * unit (one catalogue serves every merchant). Through the contract's conversion; the schema above
 * bounds them to 14 digits, well inside a JavaScript number.
 */
export function decimalToMinor(amount: string): number {
  const minor = contractDecimalToMinor(amount, GAME_MONEY_SCALE);
  if (minor === null) throw new RangeError(`not a catalogue amount: ${amount}`);
  return Number(minor);
}

export function minorToDecimal(minor: number): string {
  return formatMinor(BigInt(minor), GAME_MONEY_SCALE);
}
