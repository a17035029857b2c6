/**
 * What an operator does with the help centre, download links and customer-service entries: list
 * them as the contract's items and write them, always on the operator's own merchant. Help HTML is
 * sanitised before it is stored (the announcements' sanitiser); the messaging app's address (the
 * type 3 entry) is sealed at rest as the seed stores it. After each write the lobby's cached
 * settings are dropped, so players see the change at once.
 */
import {
  CS_TYPES,
  CsType,
  type OpsCustomerServiceEntry,
  type OpsCustomerServiceRequest,
  type OpsDownloadLink,
  type OpsDownloadLinkRequest,
  type OpsHelpItem,
  type OpsHelpItemRequest,
  type OpsHelpText,
  RESOURCE_TYPES,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { AuditActor } from '../audit/repository.ts';
import type { EntryStore, HelpContentRepository, HelpWriteResult } from './help-content.repository.ts';
import type { LocalizedRow } from './inbox.repository.ts';
import { sanitizeContent } from './sanitize.ts';

export interface HelpContentDeps {
  readonly repository: HelpContentRepository;
  /** Seals and opens the messaging app's address (CUSTOMER_SERVICE_PATH_PURPOSE). */
  readonly secretBox: SecretBox;
  /** Drops the lobby's cached settings and help centre. */
  readonly contentChanged: () => void;
  readonly now: () => Date;
}

export type HelpContentOps = ReturnType<typeof createHelpContentOps>;

function helpTexts(texts: OpsHelpItemRequest['texts']): LocalizedRow[] {
  return Object.entries(texts).flatMap(([language, text]) =>
    text === undefined
      ? []
      : [{ language, title: text.title.trim(), content: sanitizeContent(text.content) }],
  );
}

function textOf(texts: readonly LocalizedRow[], language: string): OpsHelpText | null {
  const found = texts.find((text) => text.language === language);
  return found === undefined ? null : { title: found.title, content: found.content };
}

export function createHelpContentOps(deps: HelpContentDeps) {
  const { repository, secretBox, contentChanged, now } = deps;

  async function merchantIdOf(code: string): Promise<number> {
    const found = await repository.merchantId(code.toUpperCase());
    if (found === undefined) throw new ApiError('UNKNOWN_MERCHANT');
    return found.id;
  }

  /** The address an operator reads: sealed ones opened; one sealed with another secret shows empty. */
  function plainPath(path: string, sealed: boolean): string {
    if (!sealed) return path;
    try {
      return secretBox.open(path);
    } catch {
      return '';
    }
  }

  function csWrite(merchantId: number, input: OpsCustomerServiceRequest) {
    const sealed = input.csType === CsType.ENCRYPTED_PATH && input.path !== '';
    return {
      merchantId,
      csType: input.csType,
      path: sealed ? secretBox.seal(input.path) : input.path,
      pathEncrypted: sealed,
      sortOrder: input.sortOrder,
    };
  }

  async function helpWrite(merchantCode: string, input: OpsHelpItemRequest) {
    return {
      merchantId: await merchantIdOf(merchantCode),
      parentId: input.parentId,
      sortOrder: input.sortOrder,
      texts: helpTexts(input.texts),
    };
  }

  function helpOutcome(result: HelpWriteResult): { id: number } {
    if (result.ok) {
      contentChanged();
      return { id: result.id };
    }
    throw new ApiError(result.reason === 'not-found' ? 'CONTENT_ENTRY_NOT_FOUND' : 'HELP_PARENT_INVALID');
  }

  function changed(found: boolean, id: number): { id: number } {
    if (!found) throw new ApiError('CONTENT_ENTRY_NOT_FOUND');
    contentChanged();
    return { id };
  }

  const at = () => now().toISOString();

  /** Create, update and delete of one flat entry table (download links, customer-service entries). */
  function entryWrites<Input, Write>(
    store: EntryStore<Write>,
    toWrite: (merchantId: number, input: Input) => Write,
  ) {
    return {
      create: async (by: AuditActor, merchantCode: string, input: Input) => {
        const merchantId = await merchantIdOf(merchantCode);
        const id = await store.create(toWrite(merchantId, input), by, at());
        contentChanged();
        return { id };
      },
      update: async (by: AuditActor, merchantCode: string, id: number, input: Input) => {
        const merchantId = await merchantIdOf(merchantCode);
        return changed(await store.change(merchantId, id, toWrite(merchantId, input), by, at()), id);
      },
      delete: async (by: AuditActor, merchantCode: string, id: number) => {
        const merchantId = await merchantIdOf(merchantCode);
        return changed(await store.change(merchantId, id, null, by, at()), id);
      },
    };
  }

  const links = entryWrites(repository.downloadLinks, (merchantId, input: OpsDownloadLinkRequest) => ({
    merchantId,
    ...input,
  }));
  const csEntries = entryWrites(repository.customerService, csWrite);

  return {
    async helpItems(merchantCode: string): Promise<OpsHelpItem[]> {
      const rows = await repository.helpItems(await merchantIdOf(merchantCode));
      const item = (row: (typeof rows)[number]): OpsHelpItem => ({
        id: row.id,
        parentId: row.parentId,
        sortOrder: row.sortOrder,
        texts: { EN: textOf(row.texts, 'EN'), UR: textOf(row.texts, 'UR') },
      });
      // Each topic followed by its articles, as the lobby nests them; an article whose topic is
      // gone cannot exist (ON DELETE CASCADE).
      return rows
        .filter((row) => row.parentId === null)
        .flatMap((topic) => [
          item(topic),
          ...rows.filter((row) => row.parentId === topic.id).map((article) => item(article)),
        ]);
    },

    async createHelpItem(by: AuditActor, merchantCode: string, input: OpsHelpItemRequest) {
      return helpOutcome(await repository.createHelpItem(await helpWrite(merchantCode, input), by, at()));
    },

    async updateHelpItem(by: AuditActor, merchantCode: string, id: number, input: OpsHelpItemRequest) {
      return helpOutcome(await repository.updateHelpItem(id, await helpWrite(merchantCode, input), by, at()));
    },

    async deleteHelpItem(by: AuditActor, merchantCode: string, id: number) {
      const merchantId = await merchantIdOf(merchantCode);
      return changed(await repository.deleteHelpItem(merchantId, id, by, at()), id);
    },

    /** Rows of a kind this version does not know (a newer release's) are left out, as the lobby does. */
    async downloadLinks(merchantCode: string): Promise<OpsDownloadLink[]> {
      const rows = await repository.downloadLinks.list(await merchantIdOf(merchantCode));
      return rows.flatMap((row) => {
        const resourceType = RESOURCE_TYPES.find((type) => type === row.resourceType);
        return resourceType === undefined ? [] : [{ ...row, resourceType }];
      });
    },

    createDownloadLink: links.create,
    updateDownloadLink: links.update,
    deleteDownloadLink: links.delete,

    async customerService(merchantCode: string): Promise<OpsCustomerServiceEntry[]> {
      const rows = await repository.customerService.list(await merchantIdOf(merchantCode));
      return rows.flatMap((row) => {
        const csType = CS_TYPES.find((type) => type === row.csType);
        return csType === undefined
          ? []
          : [{ id: row.id, csType, path: plainPath(row.path, row.pathEncrypted), sortOrder: row.sortOrder }];
      });
    },

    createCustomerService: csEntries.create,
    updateCustomerService: csEntries.update,
    deleteCustomerService: csEntries.delete,
  };
}
