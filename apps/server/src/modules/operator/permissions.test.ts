/**
 * Every /ops route checks a permission on the server. The routes are read from Fastify itself, so a
 * route added without an entry in ROUTES fails here; each is then called by every role: a role
 * whose permissions include the route's gets past the gate (anything but 401/403), any other role
 * gets 403 with the contract's message in English and Urdu.
 */
import { OPS_ROLES, type OpsRole, errorMessage } from '@openlobby/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import type { App } from '../../platform/typed-app.ts';
import { createOperatorAuth } from './auth.ts';
import { type OpsAccess, registerPermissionGate } from './gate.ts';
import { ROLE_PERMISSIONS } from './permissions.ts';
import { createOperatorRepository } from './repository.ts';

/** Every /ops route and who may call it. A new route must be added here, with its permission. */
const ROUTES: Readonly<Record<string, OpsAccess>> = {
  // The operator console's page (web/console-app.ts).
  'GET /ops': 'public',
  'POST /ops/session': 'public',
  'DELETE /ops/session': 'signed-in',
  'GET /ops/session/me': 'signed-in',
  'GET /ops/chat-agent': 'public',
  'GET /ops/chat-agent/app.js': 'public',
  'GET /ops/deposits': 'payments.read',
  'GET /ops/withdrawals': 'payments.read',
  'POST /ops/deposits/:id/approve': 'payments.decide',
  'POST /ops/deposits/:id/reject': 'payments.decide',
  'POST /ops/withdrawals/:id/approve': 'payments.decide',
  'POST /ops/withdrawals/:id/reject': 'payments.decide',
  'POST /ops/withdrawals/:id/paid': 'payments.decide',
  'GET /ops/withdrawals/:id/facts': 'payments.read',
  'POST /ops/members/:memberId/adjust': 'balance.adjust',
  'GET /ops/ledger/reconcile': 'ledger.read',
  'GET /ops/dashboard': 'reports.read',
  'GET /ops/dashboard/export': 'reports.read',
  'GET /ops/reports/ggr': 'reports.read',
  'GET /ops/reports/ggr/export': 'reports.read',
  'GET /ops/reports/payments': 'reports.read',
  'GET /ops/reports/payments/export': 'reports.read',
  'GET /ops/operators': 'operators.read',
  'POST /ops/operators': 'operators.manage',
  'PUT /ops/operators/:operatorId/roles': 'operators.manage',
  'POST /ops/operators/:operatorId/disable': 'operators.manage',
  'GET /ops/audit': 'audit.read',
  'GET /ops/audit/export': 'audit.read',
  'POST /ops/announcements': 'content.manage',
  'PUT /ops/announcements/:id': 'content.manage',
  'DELETE /ops/announcements/:id': 'content.manage',
  'GET /ops/announcements': 'content.read',
  'GET /ops/announcements/:id': 'content.read',
  'POST /ops/inbox': 'content.manage',
  'GET /ops/help-items': 'content.read',
  'POST /ops/help-items': 'content.manage',
  'PUT /ops/help-items/:id': 'content.manage',
  'DELETE /ops/help-items/:id': 'content.manage',
  'GET /ops/download-links': 'content.read',
  'POST /ops/download-links': 'content.manage',
  'PUT /ops/download-links/:id': 'content.manage',
  'DELETE /ops/download-links/:id': 'content.manage',
  'GET /ops/customer-service': 'content.read',
  'POST /ops/customer-service': 'content.manage',
  'PUT /ops/customer-service/:id': 'content.manage',
  'DELETE /ops/customer-service/:id': 'content.manage',
  'GET /ops/chats': 'chat.answer',
  'POST /ops/rewards': 'rewards.issue',
  'GET /ops/vip-levels': 'content.read',
  'PUT /ops/vip-levels/:level': 'rewards.issue',
  'DELETE /ops/vip-levels/:level': 'rewards.issue',
  'GET /ops/sign-in-calendar': 'content.read',
  'PUT /ops/sign-in-calendar': 'rewards.issue',
  'GET /ops/members': 'members.read',
  'GET /ops/members/:memberId': 'members.read',
  'GET /ops/members/:memberId/ledger': 'members.read',
  'GET /ops/members/:memberId/bets': 'members.read',
  'GET /ops/members/:memberId/deposits': 'members.read',
  'GET /ops/members/:memberId/withdrawals': 'members.read',
  'GET /ops/members/:memberId/rewards': 'members.read',
  'GET /ops/members/:memberId/sessions': 'members.read',
  'GET /ops/members/:memberId/addresses': 'members.read',
  'GET /ops/members/:memberId/devices': 'members.read',
  'GET /ops/members/:memberId/notes': 'members.read',
  'GET /ops/members/:memberId/team': 'members.read',
  'GET /ops/members/:memberId/audit': 'members.read',
  'POST /ops/members/internal': 'members.manage',
  'GET /ops/promotions': 'promotions.read',
  'POST /ops/promotions': 'promotions.write',
  'PUT /ops/promotions/:promoId': 'promotions.write',
  'PUT /ops/promotions/:promoId/enabled': 'promotions.write',
  'PUT /ops/promotions/order': 'promotions.write',
  'GET /ops/promotions/liability': 'promotions.read',
  'GET /ops/rebates/settings': 'promotions.read',
  'PUT /ops/rebates/settings': 'promotions.write',
  'GET /ops/rebates/liability': 'promotions.read',
  'GET /ops/agent-contracts': 'members.read',
  'POST /ops/agent-contracts': 'members.manage',
  'POST /ops/agent-contracts/:contractId/suspend': 'members.manage',
  'POST /ops/agent-contracts/:contractId/resume': 'members.manage',
  'GET /ops/aml/settings': 'compliance.read',
  'GET /ops/members/:memberId/protection': 'compliance.read',
  'POST /ops/members/:memberId/exclusions/:exclusionId/lift': 'compliance.manage',
  'PUT /ops/aml/settings': 'compliance.manage',
  'GET /ops/aml/alerts': 'compliance.read',
  'GET /ops/aml/alerts/:alertId': 'compliance.read',
  'POST /ops/aml/alerts/:alertId/notes': 'compliance.manage',
  'POST /ops/aml/alerts/:alertId/status': 'compliance.manage',
  'GET /ops/aml/alerts/:alertId/export': 'compliance.read',
  'GET /ops/verification/queue': 'compliance.read',
  'GET /ops/verification/documents/:documentId/image': 'compliance.read',
  'POST /ops/verification/documents/:documentId/decision': 'compliance.manage',
  'GET /ops/verification/members/:memberId': 'compliance.read',
  'GET /ops/verification/settings': 'compliance.read',
  'PUT /ops/verification/settings': 'compliance.manage',
  'GET /ops/agent-payouts': 'members.read',
  'GET /ops/members/:memberId/agent-payouts': 'members.read',
  'POST /ops/members/:memberId/agent-payouts/hold': 'members.manage',
  'POST /ops/members/:memberId/agent-payouts/release': 'members.manage',
  'GET /ops/invite-settings': 'promotions.read',
  'PUT /ops/invite-settings': 'promotions.write',
  'GET /ops/promotion-applications': 'promotions.read',
  'GET /ops/promotion-applications/:id': 'promotions.read',
  'POST /ops/promotion-applications/:id/approve': 'promotions.write',
  'POST /ops/promotion-applications/:id/reject': 'promotions.write',
  'GET /ops/members/:memberId/bonuses': 'promotions.read',
  'POST /ops/members/:memberId/bonuses/:bonusId/cancel': 'promotions.write',
  'POST /ops/members/:memberId/notes': 'members.manage',
  'POST /ops/members/:memberId/lock': 'members.manage',
  'POST /ops/members/:memberId/unlock': 'members.manage',
  'POST /ops/members/:memberId/sessions/end': 'members.manage',
  'POST /ops/members/:memberId/password-reset': 'members.manage',
  'POST /ops/members/:memberId/upline': 'members.manage',
  'GET /ops/approvals/balance-adjustments': 'balance.adjust',
  'POST /ops/approvals/balance-adjustments/:approvalId/approve': 'balance.adjust',
  'POST /ops/approvals/balance-adjustments/:approvalId/reject': 'balance.adjust',
  'GET /ops/games/vendors': 'games.read',
  'PUT /ops/games/vendors/:vendorCode/enabled': 'games.manage',
  'POST /ops/games/vendors/:vendorCode/probe': 'games.read',
  'GET /ops/games/categories': 'games.read',
  'PUT /ops/games/categories/order': 'games.manage',
  'GET /ops/games': 'games.read',
  'PUT /ops/games/:gameId': 'games.manage',
  'POST /ops/games/import/preview': 'games.manage',
  'POST /ops/games/import': 'games.manage',
  'GET /ops/lottery/games': 'lottery.read',
  'GET /ops/lottery/issues': 'lottery.read',
  'GET /ops/lottery/issues/:issueId/orders': 'lottery.read',
  'GET /ops/settings': 'settings.read',
  'PUT /ops/settings/maintenance': 'settings.manage',
  'PUT /ops/settings/whitelabel/:flag': 'settings.manage',
  'PUT /ops/settings/time-zone': 'settings.manage',
  'PUT /ops/settings/minimum-age': 'settings.manage',
  'PUT /ops/settings/limits': 'settings.manage',
  'PUT /ops/settings/region': 'settings.manage',
  'GET /ops/settings/registration': 'settings.read',
  'PUT /ops/settings/registration': 'settings.manage',
  'GET /ops/payments/channels': 'payments.read',
  'PUT /ops/payments/channels/:channelId': 'settings.manage',
  'POST /ops/payments/channels': 'settings.manage',
  'GET /ops/payments/channels/:channelId/accounts': 'payments.read',
  'POST /ops/payments/channels/:channelId/accounts': 'settings.manage',
  'PUT /ops/payments/channels/:channelId/accounts/:accountId': 'settings.manage',
  'DELETE /ops/payments/channels/:channelId/accounts/:accountId': 'settings.manage',
  'POST /ops/uploads': 'uploads.write',
};

/** Routes asked with POST that change nothing (a vendor probe only reads whether it answers). */
const READS_BY_POST = new Set(['POST /ops/games/vendors/:vendorCode/probe']);

const PASSWORD = 'operator-password-for-tests';
let t: TestContext;
const tokens = new Map<OpsRole, string>();

async function login(username: string): Promise<string> {
  return valueOf<{ token: string }>(await call(t, 'POST', '/ops/session', { username, password: PASSWORD }))
    .token;
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
  for (const role of OPS_ROLES) {
    await auth.create(`matrix_${role}`, PASSWORD, { roles: [role] });
    tokens.set(role, await login(`matrix_${role}`));
  }
});
afterAll(async () => {
  await t.close();
});

/**
 * The /ops routes Fastify serves, as `METHOD /path` (HEAD twins of GET routes left out), read from
 * its route tree: each line is a node four characters deeper than its parent, holding the part of
 * the path after the parent's.
 */
function registeredOpsRoutes(app: App): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at === -1) continue;
    const depth = at / 4;
    const match = /^(\S+)(?: \(([^)]+)\))?/.exec(line.slice(at + 3));
    if (match?.[1] === undefined) continue;
    const path = `${depth === 0 ? '' : (prefixes[depth - 1] ?? '')}${match[1]}`.replace(/^\/\//, '/');
    prefixes[depth] = path;
    if (!path.startsWith('/ops') || match[2] === undefined) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

/** A call with ids nobody has and an empty body: past the gate it can only be refused for its input. */
function request(route: string, token: string | undefined, language = 'EN') {
  const [method = 'GET', path = '/'] = route.split(' ');
  const url = path.replace(/:[A-Za-z]+/g, '999999');
  const hasBody = method === 'POST' || method === 'PUT';
  return t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url,
    ...(hasBody ? { payload: {} } : {}),
    headers: { language, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
}

const holds = (role: OpsRole, access: OpsAccess) =>
  access === 'public' || access === 'signed-in' || ROLE_PERMISSIONS[role].includes(access);

describe('operator permissions', () => {
  it('knows every /ops route the server registers, and no route it does not', () => {
    expect(registeredOpsRoutes(t.app)).toEqual(Object.keys(ROUTES).sort());
  });

  it('refuses to register an /ops route that declares no permission', async () => {
    const app = Fastify() as unknown as App;
    const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
    registerPermissionGate(app, auth);
    expect(() => app.get('/ops/unchecked', () => 'open')).toThrow(/declares no operator permission/);
    app.get('/ops/checked', { config: { opsAccess: 'audit.read' } }, () => 'gated');
    app.get('/elsewhere', () => 'not an operator route');
    expect((await app.inject('/ops/checked')).statusCode).toBe(401);
    expect((await app.inject('/elsewhere')).statusCode).toBe(200);
    await app.close();
  });

  it('asks for a session on every route but the public ones', async () => {
    for (const [route, access] of Object.entries(ROUTES)) {
      const response = await request(route, undefined);
      if (access === 'public') expect([401, 403], route).not.toContain(response.statusCode);
      else
        expect([route, response.statusCode, response.json<{ code: string }>().code]).toEqual([
          route,
          401,
          'OPERATOR_NOT_LOGGED_IN',
        ]);
    }
  });

  it('lets each role through exactly the routes its permissions name, and refuses the rest in its language', async () => {
    const seen: string[] = [];
    for (const role of OPS_ROLES) {
      for (const [route, access] of Object.entries(ROUTES)) {
        // Logging out ends the session: it gets a session of its own.
        const token = route === 'DELETE /ops/session' ? await login(`matrix_${role}`) : tokens.get(role);
        const response = await request(route, token);
        const outcome = [401, 403].includes(response.statusCode) ? 'refused' : 'passed';
        seen.push(`${role} ${route} ${outcome}`);
        if (holds(role, access)) continue;
        expect(response.json(), `${role} ${route}`).toMatchObject({
          success: false,
          code: 'OPERATOR_FORBIDDEN',
          message: errorMessage('OPERATOR_FORBIDDEN', 'EN'),
        });
        expect(response.statusCode).toBe(403);
        const urdu = await request(route, token, 'UR');
        expect(urdu.json()).toMatchObject({ message: errorMessage('OPERATOR_FORBIDDEN', 'UR') });
      }
    }
    const expected = OPS_ROLES.flatMap((role) =>
      Object.entries(ROUTES).map(
        ([route, access]) => `${role} ${route} ${holds(role, access) ? 'passed' : 'refused'}`,
      ),
    );
    expect(seen).toEqual(expected);
  });

  it('gives admins every route, and the read-only auditor no route that changes anything', () => {
    for (const [route, access] of Object.entries(ROUTES)) {
      expect(holds('admin', access), route).toBe(true);
      const changes =
        !route.startsWith('GET ') &&
        access !== 'public' &&
        access !== 'signed-in' &&
        !READS_BY_POST.has(route);
      if (changes) expect(holds('auditor', access), route).toBe(false);
    }
  });

  it('lets every role that sees content read it, and only admin and marketing change it', async () => {
    const readers = OPS_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('content.read'));
    const writers = OPS_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('content.manage'));
    expect(readers).toEqual(['admin', 'support', 'compliance', 'marketing', 'auditor']);
    expect(writers).toEqual(['admin', 'marketing']);
    for (const role of ['auditor', 'compliance', 'support'] as const) {
      const token = tokens.get(role);
      expect((await request('GET /ops/announcements', token)).statusCode, role).toBe(200);
      expect((await request('POST /ops/announcements', token)).statusCode, role).toBe(403);
      expect((await request('DELETE /ops/announcements/:id', token)).statusCode, role).toBe(403);
      expect((await request('POST /ops/inbox', token)).statusCode, role).toBe(403);
      for (const read of ['GET /ops/help-items', 'GET /ops/download-links', 'GET /ops/customer-service'])
        expect((await request(read, token)).statusCode, `${role} ${read}`).toBe(200);
      for (const write of [
        'POST /ops/help-items',
        'PUT /ops/download-links/:id',
        'DELETE /ops/customer-service/:id',
      ])
        expect((await request(write, token)).statusCode, `${role} ${write}`).toBe(403);
    }
  });

  it('stops a role at once when an admin takes it away', async () => {
    const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
    await auth.create('matrix_moved', PASSWORD, { roles: ['payments'] });
    const token = await login('matrix_moved');
    expect((await request('GET /ops/deposits', token)).statusCode).toBe(200);
    const admin = tokens.get('admin');
    const list = valueOf<{ content: { id: number; username: string }[] }>(
      await call(t, 'GET', '/ops/operators', undefined, { token: admin ?? '' }),
    );
    const moved = list.content.find((o) => o.username === 'matrix_moved');
    const changed = await call(
      t,
      'PUT',
      `/ops/operators/${String(moved?.id)}/roles`,
      { roles: ['marketing'] },
      { token: admin ?? '' },
    );
    expect(changed).toMatchObject({ value: { operator: { roles: ['marketing'] } } });
    expect((await request('GET /ops/deposits', token)).statusCode).toBe(403);
  });
});
