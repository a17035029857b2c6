import { CsType, type CustomerServiceItem } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { customerServiceEntries } from './customerService.ts';

const SEEDED: CustomerServiceItem[] = [
  { csType: CsType.WHATSAPP, path: 'https://wa.me/923000000000' },
  { csType: CsType.LIVECHAT, path: '' },
  { csType: CsType.CS, path: '/m/help' },
  { csType: CsType.ENCRYPTED_PATH, path: 'https://t.me/openlobby_support' },
];

describe('customer service entries', () => {
  it('offers live chat first, then WhatsApp and the messaging app, and the FAQ only last', () => {
    const entries = customerServiceEntries({ customerService: SEEDED, chatOn: true, helpOn: true });
    expect(entries.map((entry) => entry.key)).toEqual(['liveChat', 'whatsapp', 'messagingApp', 'help']);
    expect(entries[1]).toEqual({ key: 'whatsapp', kind: 'link', href: 'https://wa.me/923000000000' });
  });

  it('without live chat (CBS3 off) the first offer is a person on WhatsApp, not the FAQ', () => {
    const entries = customerServiceEntries({ customerService: SEEDED, chatOn: false, helpOn: true });
    expect(entries[0]?.key).toBe('whatsapp');
  });

  it("lists the operator's own customer-service page when it is not the help centre", () => {
    const entries = customerServiceEntries({
      customerService: [{ csType: CsType.CS, path: 'https://support.example/ticket' }],
      chatOn: false,
      helpOn: true,
    });
    expect(entries).toEqual([
      { key: 'servicePage', kind: 'link', href: 'https://support.example/ticket' },
      { key: 'help', kind: 'link', href: '/m/help' },
    ]);
  });

  it('skips entries without a path', () => {
    const entries = customerServiceEntries({
      customerService: [
        { csType: CsType.WHATSAPP, path: '' },
        { csType: CsType.ENCRYPTED_PATH, path: '' },
      ],
      chatOn: false,
      helpOn: false,
    });
    expect(entries).toEqual([]);
  });
});
