import {
  CS_TYPES,
  OPS_HELP_CONTENT_PATHS,
  opsCustomerServiceRequest,
  opsCustomerServiceValue,
} from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';
import { type LinkSection, ServiceEntriesPanel } from './ServiceEntriesPanel.tsx';

const SERVICE: LinkSection = {
  tab: 'content.tab.service',
  about: 'service.about',
  listPath: OPS_HELP_CONTENT_PATHS.customerService,
  entryPath: OPS_HELP_CONTENT_PATHS.customerServiceEntry,
  queryKey: ['ops-customer-service'],
  kinds: CS_TYPES,
  kindLabel: (kind) => `service.kind.${kind}` as MessageKey,
  addressHelp: (kind) => `service.help.${kind}` as MessageKey,
  listSchema: opsCustomerServiceValue,
  list: (answer) =>
    opsCustomerServiceValue.parse(answer).content.map((entry) => ({
      id: entry.id,
      kind: entry.csType,
      address: entry.path,
      sortOrder: entry.sortOrder,
    })),
  body: (kind, address, sortOrder) => ({ csType: kind, path: address, sortOrder }),
  requestSchema: opsCustomerServiceRequest,
};

/** The customer-service entries players reach the operator by: WhatsApp, a service page, a messaging app. */
export function ServicePanel({ manage }: { manage: boolean }) {
  return <ServiceEntriesPanel section={SERVICE} manage={manage} />;
}
