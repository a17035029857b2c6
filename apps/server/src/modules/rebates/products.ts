/**
 * The one mapping from the betting record's game types to cashback products. Every part of the
 * rebate engine (periods, claims, liability) reads products through this file only.
 */
import { REBATE_PRODUCTS, type RebateProduct } from '@openlobby/contract';

const GAME_TYPE_PRODUCT: Readonly<Record<string, RebateProduct>> = {
  RNG: 'SLOTS',
  FISH: 'FISHING',
  LIVE: 'LIVE',
  PVP: 'POKER',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
};

/** The product a game type earns cashback in; null: none (a game type no rate names). */
export function productOf(gameType: string): RebateProduct | null {
  return GAME_TYPE_PRODUCT[gameType] ?? null;
}

/** The game types of the betting record that earn cashback. */
export const REBATE_GAME_TYPES: readonly string[] = Object.keys(GAME_TYPE_PRODUCT);

export type ProductRates = Record<RebateProduct, number>;

export function zeroRates(): ProductRates {
  return Object.fromEntries(REBATE_PRODUCTS.map((product) => [product, 0])) as ProductRates;
}

export const isRebateProduct = (value: string): value is RebateProduct =>
  (REBATE_PRODUCTS as readonly string[]).includes(value);
