import {
  OPS_HELP_CONTENT_PATHS,
  RESOURCE_TYPES,
  opsDownloadLinkRequest,
  opsDownloadLinksValue,
} from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';
import { type LinkSection, ServiceEntriesPanel } from './ServiceEntriesPanel.tsx';

const DOWNLOADS: LinkSection = {
  tab: 'content.tab.downloads',
  about: 'downloads.about',
  listPath: OPS_HELP_CONTENT_PATHS.downloadLinks,
  entryPath: OPS_HELP_CONTENT_PATHS.downloadLink,
  queryKey: ['ops-download-links'],
  kinds: RESOURCE_TYPES,
  kindLabel: (kind) => `downloads.kind.${kind}` as MessageKey,
  addressHelp: (kind) => `downloads.help.${kind}` as MessageKey,
  listSchema: opsDownloadLinksValue,
  list: (answer) =>
    opsDownloadLinksValue.parse(answer).content.map((link) => ({
      id: link.id,
      kind: link.resourceType,
      address: link.url,
      sortOrder: link.sortOrder,
    })),
  body: (kind, address, sortOrder) => ({ resourceType: kind, url: address, sortOrder }),
  requestSchema: opsDownloadLinkRequest,
};

/** The app files and pages the lobby's download bar, button and pop-up offer. */
export function DownloadPanel({ manage }: { manage: boolean }) {
  return <ServiceEntriesPanel section={DOWNLOADS} manage={manage} />;
}
