import type { ErrorCode } from '@openlobby/contract';
import {
  type ConsolidatedSettingsValue,
  SystemStatus,
  WHITELABEL_FLAGS,
  endpoints,
  errorMessage,
  successEnvelope,
} from '@openlobby/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, TEST_MERCHANT, body, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
const PUBLIC_US_IP = '8.8.8.8';

beforeAll(async () => {
  t = await createTestApp({
    env: {
      REGION_DENY_CIDRS: '10.0.0.0/8',
      REGION_ALLOW_CIDRS: '10.1.0.0/16',
      REGION_BLOCKED_COUNTRIES: 'US',
    },
    // A fixed lookup keeps these tests independent of the geo-IP data's yearly changes.
    lookupCountry: (ip) => (ip === PUBLIC_US_IP ? 'US' : null),
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.app.system.setMaintenance(TEST_MERCHANT, false, 'test');
  await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'COMM3', true, 'test');
});

const get = (url: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers ?? {},
  });

async function statusFor(ip: string) {
  const response = await get('/wps/system/status', { ip });
  expect(response.statusCode).toBe(200);
  return body(response).value as {
    status: number;
    maintenance: boolean;
    regionRestricted: boolean;
    ip: string;
    country: string | null;
  };
}

describe('system status (spec section 4)', () => {
  it('is 0 when neither maintenance nor region restriction applies', async () => {
    expect(await statusFor('127.0.0.1')).toMatchObject({
      status: SystemStatus.NORMAL,
      maintenance: false,
      regionRestricted: false,
      ip: '127.0.0.1',
      country: null,
    });
  });

  it('is 2 for a client in a denied range alone', async () => {
    expect(await statusFor('10.9.8.7')).toMatchObject({
      status: SystemStatus.SERVICE_OR_REGION,
      regionRestricted: true,
    });
  });

  it('is 2 for a client whose geo-IP country is blocked', async () => {
    expect(await statusFor(PUBLIC_US_IP)).toMatchObject({
      status: SystemStatus.SERVICE_OR_REGION,
      regionRestricted: true,
      country: 'US',
    });
  });

  it('lets the allow list win over the deny list', async () => {
    expect(await statusFor('10.1.2.3')).toMatchObject({
      status: SystemStatus.NORMAL,
      regionRestricted: false,
    });
  });

  it('is 1 for maintenance alone and 1 for maintenance with region restriction', async () => {
    await t.app.system.setMaintenance(TEST_MERCHANT, true, 'test');
    expect(await statusFor('127.0.0.1')).toMatchObject({
      status: SystemStatus.IP_OR_MAINTENANCE,
      maintenance: true,
      regionRestricted: false,
    });
    expect(await statusFor('10.9.8.7')).toMatchObject({
      status: SystemStatus.IP_OR_MAINTENANCE,
      maintenance: true,
      regionRestricted: true,
    });
  });

  it('keeps system endpoints answering during maintenance', async () => {
    await t.app.system.setMaintenance(TEST_MERCHANT, true, 'test');
    const response = await get('/wps/system/settings/consolidated', { ip: '10.9.8.7' });
    expect(response.statusCode).toBe(200);
    expect((body(response).value as ConsolidatedSettingsValue).status.status).toBe(
      SystemStatus.IP_OR_MAINTENANCE,
    );
  });
});

describe('envelope and language', () => {
  it('answers failures in the request language, EN by default', async () => {
    const en = await get('/wps/system/nothing-here');
    const ur = await get('/wps/system/nothing-here', { headers: { language: 'ur' } });
    expect(en.statusCode).toBe(404);
    expect(body(en)).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: errorMessage('NOT_FOUND', 'EN'),
      data: {},
    });
    expect(body(ur).message).toBe(errorMessage('NOT_FOUND', 'UR'));
    expect(body(ur).message).not.toBe(body(en).message);
  });

  it('refuses an unknown merchant', async () => {
    const response = await get('/wps/system/whitelabel', { headers: { merchant: 'NOBODY' } });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe<ErrorCode>('UNKNOWN_MERCHANT');
  });

  it('accepts the merchant header in any case', async () => {
    const response = await get('/wps/system/whitelabel', {
      headers: { merchant: TEST_MERCHANT.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('whitelabel and module gate', () => {
  it('lists every flag of the contract', async () => {
    const value = body(await get('/wps/system/whitelabel')).value as Record<string, boolean>;
    expect(Object.keys(value).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(value).toMatchObject({
      COMM3: true,
      MOBILEVERCODELOGIN3: true,
      FACEBOOKLOGIN3: false,
      GOOGLELOGIN3: false,
    });
  });

  it('answers MODULE_DISABLED when the merchant switches COMM3 off', async () => {
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'COMM3', false, 'test');
    const response = await get('/wps/system/helpCenter', { headers: { language: 'UR' } });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'MODULE_DISABLED',
      message: errorMessage('MODULE_DISABLED', 'UR'),
    });
    // Endpoints without a module keep working.
    expect((await get('/wps/system/templates')).statusCode).toBe(200);
  });

  it('records operator changes in the audit log', async () => {
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'REFERRAL', false, 'auditor');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', 'auditor')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'whitelabel.set', target: 'whitelabel:REFERRAL' });
    expect(JSON.parse(rows[0]?.before_state ?? '{}')).toEqual({ enabled: true });
    expect(JSON.parse(rows[0]?.after_state ?? '{}')).toEqual({ enabled: false });
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'REFERRAL', true, 'test');
  });
});

describe('help centre', () => {
  type Help = { title: string; content: string; children: { title: string; content: string }[] }[];

  it('lists main items with children in English', async () => {
    const value = body(await get('/wps/system/helpCenter?device=MOBILE')).value as Help;
    expect(value.length).toBeGreaterThanOrEqual(5);
    for (const item of value) {
      expect(item.children.length).toBeGreaterThanOrEqual(2);
      expect(item.children.length).toBeLessThanOrEqual(4);
      expect(item.content).toMatch(/^<p>/);
    }
    expect(value.map((item) => item.title)).toContain('Responsible gaming');
  });

  it('answers in Urdu for lang=UR and for the Language header', async () => {
    const byQuery = body(await get('/wps/system/helpCenter?lang=UR')).value as Help;
    const byHeader = body(await get('/wps/system/helpCenter', { headers: { language: 'UR' } })).value as Help;
    expect(byQuery).toEqual(byHeader);
    expect(byQuery[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect(byQuery[0]?.children[0]?.content).toMatch(/[\u0600-\u06FF]/);
  });

  it('falls back to English for a language with no translation', async () => {
    const helpItem = await t.database.db
      .selectFrom('help_item')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('help_item_text')
      .where('help_item_id', '=', helpItem.id)
      .where('language', '=', 'UR')
      .execute();
    // A new app instance: the first one caches the help centre for a few seconds.
    const fresh = await createTestApp();
    try {
      await fresh.database.db.deleteFrom('help_item_text').where('language', '=', 'UR').execute();
      const value = body(await fresh.app.inject({ url: '/wps/system/helpCenter?lang=UR' })).value as Help;
      expect(value[0]?.title).toBe('Account and security');
    } finally {
      await fresh.close();
    }
  });
});

describe('answers against the contract', () => {
  const reads = [
    { url: '/wps/system/status', endpoint: endpoints.systemStatus },
    { url: '/wps/system/settings/consolidated', endpoint: endpoints.consolidatedSettings },
    { url: '/wps/system/helpCenter?lang=EN&device=MOBILE', endpoint: endpoints.helpCenter },
    { url: '/wps/system/helpCenter?lang=UR&device=MOBILE', endpoint: endpoints.helpCenter },
    { url: '/wps/system/country', endpoint: endpoints.country },
    { url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU', endpoint: endpoints.listAnnouncements },
  ];

  it.each(reads)(
    '$url answers exactly what its schema allows, first and when cached',
    async ({ url, endpoint }) => {
      for (const language of ['EN', 'UR', 'EN']) {
        const response = await get(url, { headers: { language } });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const json: unknown = JSON.parse(response.body);
        const parsed = successEnvelope(endpoint.response).safeParse(json);
        expect(parsed.success, response.body).toBe(true);
        // Nothing the schema would drop, nothing missing: the parsed answer is the answer.
        expect(parsed.data).toEqual(json);
      }
    },
  );
});

describe('consolidated settings', () => {
  it('computes the status for each caller even though the rest is cached', async () => {
    const statusOf = async (ip: string) =>
      (body(await get('/wps/system/settings/consolidated', { ip })).value as ConsolidatedSettingsValue)
        .status;
    expect(await statusOf('127.0.0.1')).toMatchObject({ status: SystemStatus.NORMAL, ip: '127.0.0.1' });
    expect(await statusOf(PUBLIC_US_IP)).toMatchObject({
      status: SystemStatus.SERVICE_OR_REGION,
      regionRestricted: true,
      ip: PUBLIC_US_IP,
      country: 'US',
    });
    expect(await statusOf('127.0.0.1')).toMatchObject({ status: SystemStatus.NORMAL, ip: '127.0.0.1' });
    await t.app.system.setMaintenance(TEST_MERCHANT, true, 'test');
    expect(await statusOf('127.0.0.1')).toMatchObject({
      status: SystemStatus.IP_OR_MAINTENANCE,
      maintenance: true,
    });
  });

  it('carries everything the shell needs in one call', async () => {
    const response = await get('/wps/system/settings/consolidated', { headers: { language: 'UR' } });
    expect(response.statusCode).toBe(200);
    const value = body(response).value as ConsolidatedSettingsValue;
    expect(value.merchantCode).toBe(TEST_MERCHANT);
    expect(value.currency).toEqual({
      code: 'CNY',
      symbol: '￥',
      decimalSeparator: '.',
      groupSeparator: ',',
      pattern: '#,##0.00',
      scale: 2,
    });
    expect(value.templates).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(value.imageCdns).toEqual(['/cdn']);
    expect(value.fallbackImageCdn).toBe('/cdn');
    expect(value.languages).toEqual(['EN', 'UR']);
    expect(value.liveModelsAvailable).toBe(true);
    expect(value.banners.filter((b) => b.groupName === 'm_home').length).toBeGreaterThanOrEqual(4);
    expect(value.banners.filter((b) => b.groupName === 'm_live').length).toBeGreaterThanOrEqual(2);
    expect(value.banners.every((b) => b.url.startsWith('/cdn/banners/') && b.url.endsWith('.webp'))).toBe(
      true,
    );
    expect(value.notices.length).toBeGreaterThanOrEqual(5);
    expect(value.notices[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect(value.customerService.map((entry) => entry.csType)).toEqual(['WHATSAPP', 'LIVECHAT', 'CS', '3']);
    expect(value.downloadLinks.map((link) => link.resourceType)).toEqual([
      'Android',
      'IOS',
      'MOBILECONFIG',
      'AppDownloadIcon',
      'AFFILIATELINK',
    ]);
    // No campaign configured: the download popup counts down to its own random deadline.
    expect(value.downloadCampaignEndsAt).toBeNull();
  });

  it("tells the download popup the operator's campaign end when one is configured", async () => {
    const campaign = await createTestApp({ env: { DOWNLOAD_CAMPAIGN_ENDS_AT: '2030-01-31T18:00:00+08:00' } });
    try {
      const value = body(await campaign.app.inject({ url: '/wps/system/settings/consolidated' }))
        .value as ConsolidatedSettingsValue;
      expect(value.downloadCampaignEndsAt).toBe('2030-01-31T18:00:00+08:00');
    } finally {
      await campaign.close();
    }
  });

  it('points each banner at the art drawn in the request language', async () => {
    const urlsFor = async (language: string) =>
      (
        body(await get('/wps/system/settings/consolidated', { headers: { language } }))
          .value as ConsolidatedSettingsValue
      ).banners.map((banner) => banner.url);
    const english = await urlsFor('EN');
    const urdu = await urlsFor('UR');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((url) => /^\/cdn\/banners\/[a-z-]+\.en\.webp$/.test(url))).toBe(true);
    expect(urdu).toEqual(english.map((url) => url.replace('.en.webp', '.ur.webp')));
    for (const url of urdu) {
      const art = await get(url);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toBe('image/webp');
      // The drawing behind the picture is the Urdu one.
      expect((await get(url.replace(/\.webp$/, '.svg'))).body).toMatch(/[\u0600-\u06FF]{3}/);
    }
  });

  it('hides m_live banners when no live model is streaming', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.db.updateTable('live_model').set({ streaming: 0 }).execute();
      const value = body(await fresh.app.inject({ url: '/wps/system/settings/consolidated' }))
        .value as ConsolidatedSettingsValue;
      expect(value.liveModelsAvailable).toBe(false);
      expect(value.banners.length).toBeGreaterThan(0);
      expect(value.banners.some((banner) => banner.groupName === 'm_live')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('customer service', () => {
  it('stores the type-3 path encrypted and answers it decrypted', async () => {
    const stored = await t.database.db
      .selectFrom('customer_service')
      .selectAll()
      .where('cs_type', '=', '3')
      .executeTakeFirstOrThrow();
    expect(stored.path_encrypted).toBe(1);
    expect(stored.path).not.toContain('t.me');
    const value = body(await get('/wps/system/customerService')).value as { csType: string; path: string }[];
    expect(value.find((entry) => entry.csType === '3')?.path).toBe('https://t.me/openlobby_support');
    expect(value.find((entry) => entry.csType === 'WHATSAPP')?.path).toMatch(/^https:\/\/wa\.me\//);
    expect(value.find((entry) => entry.csType === 'CS')?.path).toBe('/m/help');
  });
});

describe('other system endpoints', () => {
  it('lists countries with dialling codes, named in the request language', async () => {
    const en = body(await get('/wps/system/country')).value as {
      code: string;
      name: string;
      dialingCode: string;
    }[];
    const ur = body(await get('/wps/system/country', { headers: { language: 'UR' } })).value as typeof en;
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === 'PK')).toEqual({ code: 'PK', name: 'Pakistan', dialingCode: '+92' });
    expect(ur.find((c) => c.code === 'PK')?.name).toBe('پاکستان');
  });

  it('answers templates, domain route and download links', async () => {
    expect(body(await get('/wps/system/templates')).value).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(body(await get('/wps/system/domainRoute')).value).toEqual({
      domains: ['localhost'],
      imageCdns: ['/cdn'],
      fallbackImageCdn: '/cdn',
    });
    const links = body(await get('/wps/system/downloadLinks')).value as {
      resourceType: string;
      url: string;
    }[];
    expect(links).toHaveLength(5);
  });
});

describe('announcements', () => {
  type Item = {
    id: number;
    type: string;
    groupName: string;
    title: string;
    read: boolean;
    execution: string | null;
  };

  it('lists banners and notices of the requested types, unread for guests', async () => {
    const items = body(await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=M'))
      .value as Item[];
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['B', 'PL']));
    expect(items.every((item) => !item.read)).toBe(true);
  });

  it('gives banners the art of the request language and leaves pictureless items alone', async () => {
    const itemsIn = async (language: string) =>
      body(await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL', { headers: { language } }))
        .value as (Item & { url: string })[];
    const urdu = await itemsIn('UR');
    const english = await itemsIn('EN');
    const banners = urdu.filter((item) => item.type === 'B');
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((item) => item.url.endsWith('.ur.webp'))).toBe(true);
    expect(english.filter((item) => item.type === 'B').every((item) => item.url.endsWith('.en.webp'))).toBe(
      true,
    );
    expect(urdu.filter((item) => item.type === 'PL').every((item) => item.url === '')).toBe(true);
  });

  it('filters banners by group and returns pop-ups with their execution rule', async () => {
    const live = body(await get('/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_live'))
      .value as Item[];
    expect(live.length).toBe(2);
    expect(live.every((item) => item.groupName === 'm_live')).toBe(true);
    const popups = body(await get('/wps/relay/MCSFE_getListAnnouncements?types=PU')).value as Item[];
    expect(popups.map((item) => item.execution).sort()).toEqual(['A', 'B']);
  });

  it('refuses a merchantCode that is not the request merchant', async () => {
    const response = await get('/wps/relay/MCSFE_getListAnnouncements?types=B&merchantCode=OTHER');
    expect(body(response).code).toBe('UNKNOWN_MERCHANT');
  });

  it('refuses unknown content types with the issue path', async () => {
    const response = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,XX');
    expect(response.statusCode).toBe(400);
    const failure = body(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect((failure.data?.issues as { path: string }[])[0]?.path).toMatch(/^querystring\.types/);
  });
});
