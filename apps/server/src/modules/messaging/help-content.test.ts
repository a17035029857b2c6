/**
 * The console's help centre, download links and customer-service entries (/ops/help-items,
 * /ops/download-links, /ops/customer-service): what an operator writes is what the lobby's
 * /wps/system calls answer at once, HTML without its scripts, each change audited with before and
 * after; another merchant's rows are out of reach; malformed input is refused in the operator's
 * language, never with a server error. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type HelpItem,
  type OpsCustomerServiceValue,
  type OpsDownloadLinksValue,
  type OpsHelpItemsValue,
  errorMessage,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let ops: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  const other = await addMerchant(t, 'HELPCO', 'Help Co');
  ops = await operatorToken(t, 'ops_help_home');
  outsider = await operatorToken(t, 'ops_help_other', other.code);
});
afterAll(async () => {
  await t.close();
});

const opsValue = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  valueOf<T>(await call(t, method, url, body, { token: ops }));
const lobby = async <T>(url: string, language = 'EN') =>
  valueOf<T>(await call(t, 'GET', url, undefined, { headers: { language } }));
/** A target's audit entries, their states parsed (text on SQLite, JSON on PostgreSQL). */
const audits = async (target: string) => {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'before_state', 'after_state'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
  return rows.map((row) => ({
    action: row.action,
    actor: row.actor,
    before: parse(row.before_state),
    after: parse(row.after_state),
  }));
};

describe('the help centre in the console', () => {
  it('adds a topic and an article in both languages, which the lobby shows at once, scripts stripped', async () => {
    // The lobby's help centre is read (and cached) first, so the writes must drop the cache.
    const before = await lobby<HelpItem[]>('/wps/system/helpCenter');
    const topic = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      sortOrder: -10,
      texts: {
        EN: { title: 'Cricket bets', content: '<p>About cricket</p>' },
        UR: { title: 'کرکٹ کی شرطیں', content: '<p>کرکٹ کے بارے میں</p>' },
      },
    });
    const article = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      parentId: topic.id,
      texts: {
        EN: {
          title: 'When is a bet settled?',
          content:
            '<p onclick="steal()">After the match<script>alert(1)</script></p><a href="javascript:x()">x</a>',
        },
        UR: { title: 'شرط کب طے ہوتی ہے؟', content: '<p>میچ کے بعد</p><img src=x onerror=alert(1)>' },
      },
    });

    const en = await lobby<HelpItem[]>('/wps/system/helpCenter');
    expect(en).toHaveLength(before.length + 1);
    expect(en[0]).toEqual({
      title: 'Cricket bets',
      content: '<p>About cricket</p>',
      children: [{ title: 'When is a bet settled?', content: '<p>After the match</p><a>x</a>' }],
    });
    const ur = await lobby<HelpItem[]>('/wps/system/helpCenter', 'UR');
    expect(ur[0]?.title).toBe('کرکٹ کی شرطیں');
    expect(ur[0]?.children[0]).toEqual({
      title: 'شرط کب طے ہوتی ہے؟',
      content: '<p>میچ کے بعد</p><img src="x" />',
    });

    const listed = await opsValue<OpsHelpItemsValue>('GET', '/ops/help-items');
    expect(listed.content.slice(0, 2)).toEqual([
      {
        id: topic.id,
        parentId: null,
        sortOrder: -10,
        texts: {
          EN: { title: 'Cricket bets', content: '<p>About cricket</p>' },
          UR: { title: 'کرکٹ کی شرطیں', content: '<p>کرکٹ کے بارے میں</p>' },
        },
      },
      expect.objectContaining({ id: article.id, parentId: topic.id, sortOrder: 0 }),
    ]);
    const [created] = await audits(`help:${article.id}`);
    expect(created).toMatchObject({
      action: 'help.create',
      actor: 'operator:ops_help_home',
      before: null,
    });
    expect(JSON.stringify(created?.after)).not.toContain('script');
  });

  it('edits an article (Urdu dropped falls back to English) and deletes a topic with its articles', async () => {
    const topic = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      sortOrder: -20,
      texts: { EN: { title: 'Wallet', content: '' } },
    });
    const article = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      parentId: topic.id,
      texts: {
        EN: { title: 'Deposits', content: '<p>old</p>' },
        UR: { title: 'جمع', content: '<p>پرانا</p>' },
      },
    });
    await lobby('/wps/system/helpCenter', 'UR');
    await opsValue('PUT', `/ops/help-items/${article.id}`, {
      parentId: topic.id,
      texts: { EN: { title: 'Deposits, edited', content: '<p>new</p>' } },
    });
    const ur = await lobby<HelpItem[]>('/wps/system/helpCenter', 'UR');
    expect(ur[0]?.children).toEqual([{ title: 'Deposits, edited', content: '<p>new</p>' }]);
    const rows = await audits(`help:${article.id}`);
    expect(rows.map((row) => row.action)).toEqual(['help.create', 'help.update']);
    expect(rows[1]?.before).toMatchObject({
      texts: { EN: { title: 'Deposits' }, UR: { title: 'جمع' } },
    });

    await opsValue('DELETE', `/ops/help-items/${topic.id}`);
    const after = await lobby<HelpItem[]>('/wps/system/helpCenter');
    expect(after.map((item) => item.title)).not.toContain('Wallet');
    const listed = await opsValue<OpsHelpItemsValue>('GET', '/ops/help-items');
    expect(listed.content.map((item) => item.id)).not.toContain(article.id);
    expect((await audits(`help:${topic.id}`)).at(-1)).toMatchObject({
      action: 'help.delete',
      after: null,
    });
  });

  it('keeps two levels: an article goes only under a topic, a topic with articles under nothing', async () => {
    const topic = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      texts: { EN: { title: 'A', content: '' } },
    });
    const other = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      texts: { EN: { title: 'B', content: '' } },
    });
    const article = await opsValue<{ id: number }>('POST', '/ops/help-items', {
      parentId: topic.id,
      texts: { EN: { title: 'A1', content: '' } },
    });
    const refused = async (method: 'POST' | 'PUT', url: string, parentId: number) =>
      expect(
        await call(
          t,
          method,
          url,
          { parentId, texts: { EN: { title: 'x', content: '' } } },
          {
            token: ops,
            headers: { language: 'UR' },
          },
        ),
      ).toMatchObject({
        status: 400,
        code: 'HELP_PARENT_INVALID',
        message: errorMessage('HELP_PARENT_INVALID', 'UR'),
      });
    await refused('POST', '/ops/help-items', article.id);
    await refused('POST', '/ops/help-items', 2_000_000);
    await refused('PUT', `/ops/help-items/${topic.id}`, other.id);
    await refused('PUT', `/ops/help-items/${other.id}`, other.id);
  });
});

describe('download links and customer service in the console', () => {
  it('changes the Android link and adds a WhatsApp entry, which the lobby answers at once; audited', async () => {
    await lobby('/wps/system/downloadLinks');
    const links = await opsValue<OpsDownloadLinksValue>('GET', '/ops/download-links');
    const android = links.content.find((link) => link.resourceType === 'Android');
    if (android === undefined) throw new Error('the seed has an Android link');
    await opsValue('PUT', `/ops/download-links/${android.id}`, {
      resourceType: 'Android',
      url: 'https://cdn.example.com/lobby-2.apk',
      sortOrder: android.sortOrder,
    });
    const shown = await lobby<{ resourceType: string; url: string }[]>('/wps/system/downloadLinks');
    expect(shown.find((link) => link.resourceType === 'Android')?.url).toBe(
      'https://cdn.example.com/lobby-2.apk',
    );
    expect((await audits(`download-link:${android.id}`))[0]).toMatchObject({
      action: 'download-link.update',
      before: { resourceType: 'Android', url: android.url },
      after: { resourceType: 'Android', url: 'https://cdn.example.com/lobby-2.apk' },
    });

    await lobby('/wps/system/customerService');
    const entry = await opsValue<{ id: number }>('POST', '/ops/customer-service', {
      csType: 'WHATSAPP',
      path: 'https://wa.me/923001234567',
      sortOrder: -1,
    });
    const service = await lobby<{ csType: string; path: string }[]>('/wps/system/customerService');
    expect(service[0]).toEqual({ csType: 'WHATSAPP', path: 'https://wa.me/923001234567' });
    await opsValue('DELETE', `/ops/customer-service/${entry.id}`);
    const afterDelete = await lobby<{ csType: string; path: string }[]>('/wps/system/customerService');
    expect(afterDelete.map((row) => row.path)).not.toContain('https://wa.me/923001234567');
    expect((await audits(`customer-service:${entry.id}`)).map((row) => row.action)).toEqual([
      'customer-service.create',
      'customer-service.delete',
    ]);
  });

  it('seals the messaging app address at rest, shows it to the operator and the lobby, keeps it out of the audit', async () => {
    const listed = await opsValue<OpsCustomerServiceValue>('GET', '/ops/customer-service');
    const app = listed.content.find((row) => row.csType === '3');
    expect(app?.path).toBe('https://t.me/openlobby_support');
    if (app === undefined) throw new Error('the seed has a messaging-app entry');
    await opsValue('PUT', `/ops/customer-service/${app.id}`, {
      csType: '3',
      path: 'https://t.me/openlobby_help',
      sortOrder: app.sortOrder,
    });
    const stored = await t.database.db
      .selectFrom('customer_service')
      .select(['path', 'path_encrypted'])
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(stored.path_encrypted).toBe(1);
    expect(stored.path).not.toContain('openlobby_help');
    const service = await lobby<{ csType: string; path: string }[]>('/wps/system/customerService');
    expect(service.find((row) => row.csType === '3')?.path).toBe('https://t.me/openlobby_help');
    const [audit] = await audits(`customer-service:${app.id}`);
    expect(audit).toMatchObject({
      before: { csType: '3', sealed: true },
      after: { csType: '3', sealed: true },
    });
    expect(JSON.stringify(audit)).not.toContain('t.me');
  });

  it("never reads or changes another merchant's rows", async () => {
    const theirs = valueOf<{ id: number }>(
      await call(
        t,
        'POST',
        '/ops/help-items',
        { texts: { EN: { title: 'Only Help Co', content: '' } } },
        { token: outsider },
      ),
    );
    const mine = await opsValue<OpsHelpItemsValue>('GET', '/ops/help-items');
    expect(mine.content.map((item) => item.id)).not.toContain(theirs.id);
    const link = valueOf<{ id: number }>(
      await call(t, 'POST', '/ops/download-links', { resourceType: 'IOS', url: '' }, { token: outsider }),
    );
    for (const [method, url, body] of [
      ['PUT', `/ops/help-items/${theirs.id}`, { texts: { EN: { title: 'mine now', content: '' } } }],
      ['DELETE', `/ops/help-items/${theirs.id}`, undefined],
      ['PUT', `/ops/download-links/${link.id}`, { resourceType: 'IOS', url: '' }],
      ['DELETE', `/ops/download-links/${link.id}`, undefined],
    ] as const) {
      expect(
        await call(t, method, url, body, { token: ops, headers: { language: 'UR' } }),
        url,
      ).toMatchObject({
        status: 404,
        code: 'CONTENT_ENTRY_NOT_FOUND',
        message: errorMessage('CONTENT_ENTRY_NOT_FOUND', 'UR'),
      });
    }
  });

  it('refuses malformed input and addresses that do not suit their kind, in the operator language', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/ops/help-items', {}],
      ['POST', '/ops/help-items', { texts: { EN: { title: '', content: '' } } }],
      ['POST', '/ops/help-items', { texts: { EN: { title: 'x', content: 'x'.repeat(20_001) } } }],
      ['POST', '/ops/help-items', { parentId: 'one', texts: { EN: { title: 'x', content: '' } } }],
      ['POST', '/ops/help-items', { sortOrder: 1.5, texts: { EN: { title: 'x', content: '' } } }],
      ['PUT', '/ops/help-items/abc', { texts: { EN: { title: 'x', content: '' } } }],
      ['POST', '/ops/download-links', { resourceType: 'Windows', url: 'https://x.example/a.exe' }],
      ['POST', '/ops/download-links', { resourceType: 'Android', url: 'javascript:alert(1)' }],
      ['POST', '/ops/download-links', { resourceType: 'Android', url: 'http://plain.example/a.apk' }],
      ['POST', '/ops/download-links', { resourceType: 'AFFILIATELINK', url: '//evil.example' }],
      ['POST', '/ops/customer-service', { csType: 'WHATSAPP', path: 'https://evil.example/wa' }],
      ['POST', '/ops/customer-service', { csType: 'WHATSAPP', path: 'https://wa.me/12' }],
      ['POST', '/ops/customer-service', { csType: 'CS', path: 'javascript:alert(1)' }],
      ['POST', '/ops/customer-service', { csType: '3', path: 'https://t.me/a b' }],
      ['POST', '/ops/customer-service', { csType: 'PHONE', path: '' }],
      ['DELETE', '/ops/customer-service/0', undefined],
    ];
    for (const [method, url, body] of cases) {
      const answer = await call(t, method as 'POST', url, body, { token: ops, headers: { language: 'UR' } });
      expect(answer, `${method} ${url} ${JSON.stringify(body)}`).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED', 'UR'),
      });
    }
    // The kinds' own addresses pass: a lobby page for the service page, Telegram's link, off (empty).
    for (const body of [
      { csType: 'CS', path: '/m/help' },
      { csType: '3', path: 'tg://resolve?domain=openlobby' },
      { csType: 'LIVECHAT', path: '' },
    ]) {
      const answer = await call(t, 'POST', '/ops/customer-service', body, { token: ops });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 200, success: true });
    }
  });
});
