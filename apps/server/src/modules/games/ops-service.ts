/**
 * The console's rules for the game catalogue: what an operator sees of vendors, categories and
 * games, and the changes it makes. After every change the lobby's catalogue caches of this
 * process are dropped, so a game switched off leaves the lobby's lists at once (other instances
 * follow within the lobby cache's few seconds).
 */
import {
  GAME_HOLDING_CATEGORIES,
  GAME_ICON_DIR,
  type OpsCategory,
  type OpsGame,
  type OpsGameUpdate,
  type OpsGamesRequest,
  type OpsImportDiff,
  type OpsVendor,
  type OpsVendorProbe,
  isHouseVendor,
} from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { type CatalogueFile, catalogueFile } from './catalogue-file.ts';
import { iconVersionOf } from './catalogue-write.repository.ts';
import type { OpsCatalogueRepository, OpsGameRow } from './ops-catalogue.repository.ts';
import { planImport } from './ops-import-diff.ts';
import type { Playability } from './playability.ts';
import type { VendorProbe } from './vendor-probe.ts';

export interface OpsGamesDeps {
  readonly repository: OpsCatalogueRepository;
  /** The lobby's catalogue, whose caches a change drops. */
  readonly lobby: { catalogueChanged(): void };
  readonly playability: Playability;
  readonly seamless: SeamlessConfig;
  /** Reachability checks of vendors' launch URLs, asked by operators. */
  readonly probe: VendorProbe;
  readonly now: () => Date;
}

/** At most this many of a bad file's problems are listed back. */
const ISSUES_LISTED = 20;

export type OpsGames = ReturnType<typeof createOpsGames>;

export function createOpsGames(deps: OpsGamesDeps) {
  const { repository, lobby, playability, seamless, probe } = deps;
  const at = () => deps.now().toISOString();

  function gameOf(row: OpsGameRow, merchantCode: string): OpsGame {
    const version = iconVersionOf({
      vendorCode: row.vendorCode,
      gameCode: row.gameCode,
      name: row.nameEn,
      category: row.category,
      symbol: row.iconSymbol,
    });
    return {
      ...row,
      playable: playability.game(row.vendorCode, row.gameCode),
      iconUrl: `/cdn${GAME_ICON_DIR}/${merchantCode.toUpperCase()}/${row.vendorCode}/${row.gameCode}.${version}.svg`,
    };
  }

  /** The file checked against the catalogue format; its problems listed with where they are. */
  function parseFile(input: unknown): CatalogueFile {
    const parsed = catalogueFile.safeParse(input);
    if (parsed.success) return parsed.data;
    throw new ApiError('CATALOGUE_FILE_INVALID', {
      issues: parsed.error.issues
        .slice(0, ISSUES_LISTED)
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }

  return {
    async vendors(): Promise<OpsVendor[]> {
      return (await repository.vendors()).map((vendor) => {
        const configured = seamless.vendors.get(vendor.code);
        return {
          ...vendor,
          house: isHouseVendor(vendor.code),
          secretConfigured: configured?.secret != null,
          launchUrlConfigured: configured?.launchUrl != null,
          connected: playability.vendor(vendor.code),
          lastProbe: probe.last(vendor.code),
        };
      });
    },

    /** Whether the vendor's launch URL answers now; changes nothing, so it is not audited. */
    async probeVendor(code: string, operatorId: number): Promise<OpsVendorProbe> {
      if (!(await repository.vendorExists(code))) throw new ApiError('VENDOR_NOT_FOUND', { vendor: code });
      return probe.probe(code, operatorId);
    },

    async setVendorEnabled(code: string, enabled: boolean, by: AuditActor): Promise<void> {
      if (!(await repository.setVendorEnabled(code, enabled, by, at())))
        throw new ApiError('VENDOR_NOT_FOUND', { vendor: code });
      lobby.catalogueChanged();
    },

    categories(): Promise<OpsCategory[]> {
      return repository.categories();
    },

    async setCategoryOrder(codes: readonly string[], by: AuditActor): Promise<void> {
      const stored = await repository.categoryCodes();
      const known = new Set<string>(GAME_HOLDING_CATEGORIES);
      const complete =
        codes.length === stored.length && stored.every((code) => codes.includes(code) && known.has(code));
      if (!complete) throw new ApiError('CATEGORY_ORDER_INCOMPLETE', { categories: stored });
      await repository.setCategoryOrder(codes, by, at());
      lobby.catalogueChanged();
    },

    async games(request: OpsGamesRequest, merchantCode: string) {
      const { pageNo, pageSize, ...filter } = request;
      const [rows, total] = await Promise.all([
        repository.page(filter, (pageNo - 1) * pageSize, pageSize),
        repository.count(filter),
      ]);
      return { content: rows.map((row) => gameOf(row, merchantCode)), total };
    },

    async updateGame(gameId: number, change: OpsGameUpdate, by: AuditActor, merchantCode: string) {
      if (!(await repository.updateGame(gameId, change, by, at())))
        throw new ApiError('GAME_NOT_FOUND', { nodeId: gameId });
      lobby.catalogueChanged();
      const row = await repository.byId(gameId);
      if (row === null) throw new ApiError('GAME_NOT_FOUND', { nodeId: gameId });
      return gameOf(row, merchantCode);
    },

    /** What importing the file would change; nothing is written. */
    async previewImport(input: unknown): Promise<OpsImportDiff> {
      const file = parseFile(input);
      const existing = await repository.vendorGames(file.vendor.code);
      return planImport(file, existing, await repository.vendorExists(file.vendor.code)).diff;
    },

    /** Imports the file as the vendor's whole catalogue and answers what changed. */
    async applyImport(input: unknown, by: AuditActor): Promise<OpsImportDiff> {
      const file = parseFile(input);
      const outcome = await repository.applyCatalogue(
        file,
        (existing, vendorExists) => {
          const plan = planImport(file, existing, vendorExists);
          return {
            ...plan,
            audit: {
              before: vendorExists
                ? { games: existing.length, enabledGames: existing.filter((game) => game.enabled).length }
                : null,
              after: { counts: plan.diff.counts, removed: plan.removedCodes.slice(0, 200) },
            },
          };
        },
        by,
        at(),
      );
      lobby.catalogueChanged();
      return outcome.diff;
    },
  };
}
