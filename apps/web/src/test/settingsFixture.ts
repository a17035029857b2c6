import type { ConsolidatedSettingsValue } from '@openlobby/contract/client';

/** A consolidated-settings answer for component tests; `changes` sets what a test is about. */
export function settingsFixture(changes: Partial<ConsolidatedSettingsValue> = {}): ConsolidatedSettingsValue {
  return {
    merchantCode: 'OL',
    merchantName: 'OpenLobby',
    status: { status: 0, maintenance: false, regionRestricted: false, ip: '203.0.113.9', country: null },
    whitelabel: {} as ConsolidatedSettingsValue['whitelabel'],
    templates: { mem_cen: 0, dep_func: 0 },
    currency: {
      code: 'CNY',
      symbol: '￥',
      decimalSeparator: '.',
      groupSeparator: ',',
      pattern: '#,##0.00',
      scale: 2,
    },
    imageCdns: [],
    fallbackImageCdn: '',
    languages: ['EN', 'UR'],
    banners: [],
    liveModelsAvailable: false,
    notices: [],
    customerService: [],
    downloadLinks: [],
    downloadCampaignEndsAt: null,
    demo: false,
    ...changes,
  };
}
