import { CsType, type CustomerServiceItem } from '@openlobby/contract/client';

export const HELP_PATH = '/m/help';

export type ServiceKey = 'liveChat' | 'whatsapp' | 'messagingApp' | 'servicePage' | 'help';

export type ServiceEntry =
  | { key: 'liveChat'; kind: 'liveChat' }
  | { key: Exclude<ServiceKey, 'liveChat'>; kind: 'link'; href: string };

interface ServiceInputs {
  customerService: readonly CustomerServiceItem[];
  /** Whitelabel flag CBS3 (and the chat feature built). */
  chatOn: boolean;
  /** The help centre is built. */
  helpOn: boolean;
}

function pathOf(entries: readonly CustomerServiceItem[], type: CsType): string | null {
  return entries.find((entry) => entry.csType === type && entry.path !== '')?.path ?? null;
}

/**
 * What "Customer service" (home's quick link and floating button) offers, in the order a player
 * with a question wants them (spec 2.4, 2.5, 2.13 and 4's customer-service entries): live chat
 * first, then WhatsApp, the messaging app (the type 3 entry), the operator's customer-service page
 * when it is not simply the help centre, and the help centre (FAQ) last.
 */
export function customerServiceEntries({ customerService, chatOn, helpOn }: ServiceInputs): ServiceEntry[] {
  const entries: ServiceEntry[] = [];
  if (chatOn) entries.push({ key: 'liveChat', kind: 'liveChat' });
  const whatsapp = pathOf(customerService, CsType.WHATSAPP);
  if (whatsapp) entries.push({ key: 'whatsapp', kind: 'link', href: whatsapp });
  const messagingApp = pathOf(customerService, CsType.ENCRYPTED_PATH);
  if (messagingApp) entries.push({ key: 'messagingApp', kind: 'link', href: messagingApp });
  const servicePage = pathOf(customerService, CsType.CS);
  if (servicePage && servicePage !== HELP_PATH)
    entries.push({ key: 'servicePage', kind: 'link', href: servicePage });
  if (helpOn || servicePage === HELP_PATH) entries.push({ key: 'help', kind: 'link', href: HELP_PATH });
  return entries;
}
