/**
 * What importing a vendor's catalogue file would change, worked out before anything is written:
 * games added, games whose stored fields the file changes (named), and games of the vendor the
 * file no longer lists (an import through the console switches those off). The same comparison
 * runs again inside the import's transaction, so what is applied is what the answer reports.
 */
import { OPS_IMPORT_DIFF_LIST_MAX, type OpsImportDiff } from '@openlobby/contract';
import { type CatalogueFile, type CatalogueGame, decimalToMinor } from './catalogue-file.ts';

/** A stored game in the terms of the catalogue file. */
export interface ExistingGame {
  readonly gameCode: string;
  readonly name: string;
  readonly nameUr: string | null;
  readonly category: string;
  readonly minBetMinor: number;
  readonly minLine: number;
  readonly hot: boolean;
  readonly supportPlay: boolean;
  readonly showIcon: boolean;
  readonly enabled: boolean;
  readonly roomId: string | null;
  readonly lottoMode: string | null;
  readonly gameGroupId: number | null;
  readonly gameClassify: string | null;
  readonly sortOrder: number;
}

/** The file's game as it would be stored (the writer's defaults applied). */
function asStored(game: CatalogueGame, index: number): ExistingGame {
  return {
    gameCode: game.gameCode,
    name: game.name,
    nameUr: game.nameUr ?? null,
    category: game.category,
    minBetMinor: decimalToMinor(game.minBet),
    minLine: game.minLine,
    hot: game.hot,
    supportPlay: game.supportPlay,
    showIcon: game.showIcon,
    enabled: game.enabled,
    roomId: game.roomId ?? null,
    lottoMode: game.lottoMode ?? null,
    gameGroupId: game.gameGroupId ?? null,
    gameClassify: game.gameClassify ?? null,
    sortOrder: game.sortOrder ?? index,
  };
}

const COMPARED = [
  'name',
  'nameUr',
  'category',
  'minBetMinor',
  'minLine',
  'hot',
  'supportPlay',
  'showIcon',
  'enabled',
  'roomId',
  'lottoMode',
  'gameGroupId',
  'gameClassify',
  'sortOrder',
] as const satisfies readonly (keyof ExistingGame)[];

/** Field names as the file spells them. */
const FIELD_NAME: Partial<Record<(typeof COMPARED)[number], string>> = { minBetMinor: 'minBet' };

export interface ImportPlan {
  readonly diff: OpsImportDiff;
  /** Codes of stored games the file does not list, still switched on: applying switches them off. */
  readonly removedCodes: string[];
}

export function planImport(
  file: CatalogueFile,
  existing: readonly ExistingGame[],
  vendorExists: boolean,
): ImportPlan {
  const stored = new Map(existing.map((game) => [game.gameCode, game]));
  const listed = new Set(file.games.map((game) => game.gameCode));
  const added: OpsImportDiff['added'] = [];
  const changed: OpsImportDiff['changed'] = [];
  let unchanged = 0;
  file.games.forEach((game, index) => {
    const before = stored.get(game.gameCode);
    if (before === undefined) return void added.push({ gameCode: game.gameCode, name: game.name });
    const after = asStored(game, index);
    const fields = COMPARED.filter((field) => before[field] !== after[field]).map(
      (field) => FIELD_NAME[field] ?? field,
    );
    if (fields.length === 0) unchanged += 1;
    else changed.push({ gameCode: game.gameCode, name: game.name, fields });
  });
  // A game already switched off stays as it is: nothing about it changes.
  const removed = existing.filter((game) => !listed.has(game.gameCode) && game.enabled);
  return {
    diff: {
      vendorCode: file.vendor.code,
      vendorName: file.vendor.name,
      vendorCreated: !vendorExists,
      counts: { added: added.length, changed: changed.length, removed: removed.length, unchanged },
      added: added.slice(0, OPS_IMPORT_DIFF_LIST_MAX),
      changed: changed.slice(0, OPS_IMPORT_DIFF_LIST_MAX),
      removed: removed
        .slice(0, OPS_IMPORT_DIFF_LIST_MAX)
        .map((game) => ({ gameCode: game.gameCode, name: game.name })),
    },
    removedCodes: removed.map((game) => game.gameCode),
  };
}
