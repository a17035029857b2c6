/**
 * AML monitoring over HTTP, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the rules' defaults
 * and an officer's own (audited, validated), each rule opening one alert when real deposits,
 * withdrawals, sign-ins and registrations cross its threshold, the case log (notes, review,
 * closing with an outcome), the export for a suspicious-activity report, and who may do what.
 */
import type { AmlAlert, AmlAlertView, AmlAlertsValue, AmlSettingsValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, freshMobile, loginAs, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, type Player, bindCard, newPlayer } from '../../test/wallet-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { PAYMENTS_ENV } from '../payments/payments-helpers.ts';

let t: TestContext;
let officer: string;
let payments: string;
let auditor: string;

const RULES = {
  cddDeposits: { enabled: true, amount: '1000', days: 30 },
  cddWithdrawals: { enabled: true, amount: '5000', days: 30 },
  lowPlay: { enabled: true, minDeposit: '400', maxPlayPercent: 50 },
  sharedAddress: { enabled: true, accounts: 3, days: 30 },
  sharedDevice: { enabled: false, accounts: 3, days: 30 },
  highRiskCountry: { enabled: true, countries: ['kp', 'IR'] },
};

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...PAYMENTS_ENV } });
  officer = await operatorWith(t, 'aml_officer', ['compliance']);
  payments = await operatorWith(t, 'aml_payments', ['payments']);
  auditor = await operatorWith(t, 'aml_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

const scan = () => t.app.aml.monitor.tick(new Date());
const alertsOf = async (query: Record<string, string> = {}) =>
  valueOf<AmlAlertsValue>(
    await asOps(t, officer, 'GET', `/ops/aml/alerts?${new URLSearchParams(query).toString()}`),
  );
const alertsAbout = async (p: Player, rule: string) =>
  (await alertsOf({ memberId: String(p.id), rule })).content;

/** A manual deposit the payments operator approves. */
async function deposit(p: Player, amount: string): Promise<void> {
  const made = valueOf<{ deposit: { depositId: string } }>(
    await call(
      t,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      { channelId: 'BANK_TRANSFER', amount },
      { token: p.token },
    ),
  );
  expect(
    (await asOps(t, payments, 'POST', `/ops/deposits/${made.deposit.depositId}/approve`, {})).success,
  ).toBe(true);
}

/** Seven digits no other run of this file has used. */
const tail = () => String((Date.now() * 7 + Math.floor(Math.random() * 1000)) % 10_000_000).padStart(7, '1');

let bets = 0;
async function bet(p: Player, validMinor: number): Promise<void> {
  bets += 1;
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `aml-bet-${bets}`,
      merchant_id: p.merchantId,
      member_id: p.id,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'slot-1',
      game_name: 'Slot',
      bet_minor: String(validMinor),
      valid_bet_minor: String(validMinor),
      status: 'settled',
      placed_at: new Date().toISOString(),
    })
    .execute();
}

describe('the rules', () => {
  it('start from the defaults, save audited with countries in capitals, and refuse bad thresholds', async () => {
    const before = valueOf<AmlSettingsValue>(await asOps(t, officer, 'GET', '/ops/aml/settings'));
    expect(before).toMatchObject({
      cddDeposits: { enabled: true, amount: '2000.00', days: 30 },
      lowPlay: { minDeposit: '500.00', maxPlayPercent: 50 },
      highRiskCountry: { countries: ['IR', 'KP', 'MM'] },
      updatedBy: null,
    });
    const saved = valueOf<AmlSettingsValue>(await asOps(t, officer, 'PUT', '/ops/aml/settings', RULES));
    expect(saved).toMatchObject({
      cddDeposits: { amount: '1000.00' },
      highRiskCountry: { countries: ['IR', 'KP'] },
      updatedBy: 'operator:aml_officer',
    });
    expect(await lastAudit(t, 'aml.settings')).toMatchObject({
      actor: 'operator:aml_officer',
      after: { cddDeposits: { enabled: true, amount: '1000.00', days: 30 } },
    });
    for (const bad of [
      { ...RULES, highRiskCountry: { enabled: true, countries: ['IRN'] } },
      { ...RULES, highRiskCountry: { enabled: true, countries: ['IR', 'ir'] } },
      { ...RULES, sharedAddress: { enabled: true, accounts: 1, days: 30 } },
      { ...RULES, cddDeposits: { enabled: true, amount: '-5', days: 30 } },
      { ...RULES, cddDeposits: { enabled: true, amount: '1000', days: 0 } },
    ]) {
      const refused = await asOps(t, officer, 'PUT', '/ops/aml/settings', bad);
      expect(refused.status).toBe(400);
    }
    // The auditor reads them and changes nothing.
    expect((await asOps(t, auditor, 'GET', '/ops/aml/settings')).success).toBe(true);
    expect((await asOps(t, auditor, 'PUT', '/ops/aml/settings', RULES)).code).toBe('OPERATOR_FORBIDDEN');
  });
});

describe('the monitor', () => {
  it('opens one due-diligence alert when deposits reach the threshold, and one for a withdrawal after little play', async () => {
    await asOps(t, officer, 'PUT', '/ops/aml/settings', RULES);
    const p = await newPlayer(t);
    await deposit(p, '600');
    await scan();
    expect(await alertsAbout(p, 'CDD_DEPOSITS')).toEqual([]);

    await deposit(p, '500');
    await Promise.all([scan(), scan()]);
    await scan();
    const [cdd, ...more] = await alertsAbout(p, 'CDD_DEPOSITS');
    expect(more).toEqual([]);
    expect(cdd).toMatchObject({
      status: 'OPEN',
      member: { memberId: p.id, username: p.username },
      facts: { total: '1100.00', days: 30 },
    });

    // 100.00 played of the last deposit's 500.00, then 800.00 asked out: less than half played.
    await bet(p, 10_000);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const asked = await call(
      t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId: card.cardId, amount: '800', paymentPassword: PIN },
      { token: p.token },
    );
    expect(asked.success).toBe(true);
    await scan();
    expect(await alertsAbout(p, 'LOW_PLAY')).toMatchObject([
      { facts: { deposit: '500.00', played: '100.00', withdrawal: '800.00' } },
    ]);
    // Below the withdrawals' threshold: no alert of that rule.
    expect(await alertsAbout(p, 'CDD_WITHDRAWALS')).toEqual([]);
  });

  it('opens an alert for many members on one address, listing them, and for a high-risk country', async () => {
    await asOps(t, officer, 'PUT', '/ops/aml/settings', RULES);
    const address = '198.51.100.23';
    const players = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    for (const p of players.slice(0, 2))
      expect((await loginAs(t, p.username, DEMO_PASSWORD, { ip: address })).success).toBe(true);
    await scan();
    const onAddress = async () =>
      (await alertsOf({ rule: 'SHARED_ADDRESS' })).content.filter((a) => a.facts.shared === address);
    expect(await onAddress()).toEqual([]);
    await loginAs(t, players[2]?.username ?? '', DEMO_PASSWORD, { ip: address });
    await scan();
    const [shared] = await onAddress();
    expect(shared?.facts.members?.map((m) => m.memberId).sort()).toEqual(players.map((p) => p.id).sort());
    expect(shared?.member?.memberId).toBe(players[2]?.id);

    const iranian = await newPlayer(t, { mobile: `+98912${tail()}` });
    const local = await newPlayer(t, { mobile: freshMobile().e164 });
    await scan();
    expect(await alertsAbout(iranian, 'HIGH_RISK_COUNTRY')).toMatchObject([{ facts: { countries: ['IR'] } }]);
    expect(await alertsAbout(local, 'HIGH_RISK_COUNTRY')).toEqual([]);
  });
});

describe('a case', () => {
  it('is worked through notes and statuses, closed with an outcome, exported, and reopened by new activity', async () => {
    await asOps(t, officer, 'PUT', '/ops/aml/settings', RULES);
    const p = await newPlayer(t);
    await deposit(p, '1200');
    await scan();
    const [alert] = await alertsAbout(p, 'CDD_DEPOSITS');
    const id = (alert as AmlAlert).alertId;
    const path = `/ops/aml/alerts/${id}`;

    expect((await asOps(t, auditor, 'POST', `${path}/notes`, { body: 'looked' })).code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    valueOf(await asOps(t, officer, 'POST', `${path}/notes`, { body: 'Asked for proof of funds' }));
    valueOf(await asOps(t, officer, 'POST', `${path}/status`, { status: 'REVIEWING', reason: 'Taking it' }));
    expect(
      (await asOps(t, officer, 'POST', `${path}/status`, { status: 'REVIEWING', reason: 'again' })).code,
    ).toBe('AML_STATUS_UNCHANGED');
    // Closing needs an outcome, and only closing takes one.
    expect(
      (await asOps(t, officer, 'POST', `${path}/status`, { status: 'CLOSED', reason: 'done' })).status,
    ).toBe(400);
    expect(
      (
        await asOps(t, officer, 'POST', `${path}/status`, {
          status: 'OPEN',
          outcome: 'REPORTED',
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    const closed = valueOf<AmlAlertView>(
      await asOps(t, officer, 'POST', `${path}/status`, {
        status: 'CLOSED',
        outcome: 'DUE_DILIGENCE',
        reason: 'Payslips received and checked',
      }),
    );
    expect(closed).toMatchObject({ status: 'CLOSED', outcome: 'DUE_DILIGENCE' });
    expect(closed.log.map((e) => [e.kind, e.status, e.actor])).toEqual([
      ['OPENED', 'OPEN', 'monitor'],
      ['NOTE', null, 'operator:aml_officer'],
      ['STATUS', 'REVIEWING', 'operator:aml_officer'],
      ['STATUS', 'CLOSED', 'operator:aml_officer'],
    ]);
    expect((await asOps(t, officer, 'POST', `${path}/notes`, { body: 'late' })).code).toBe(
      'AML_ALERT_CLOSED',
    );
    expect((await lastAudit(t, 'aml.status'))?.target).toBe(`aml-alert:${id}`);

    const exported = await t.app.inject({
      method: 'GET',
      url: `${path}/export`,
      headers: { authorization: auditor },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="aml-alert-${id}.json"`);
    const report = JSON.parse(exported.body) as {
      member: { username: string };
      deposits: { amount: string; status: string }[];
      alert: { log: unknown[] };
    };
    expect(report.member.username).toBe(p.username);
    expect(report.deposits).toEqual([expect.objectContaining({ amount: '1200.00', status: 'approved' })]);
    expect(report.alert.log).toHaveLength(4);

    // Closed, the rule may fire again on new deposits.
    await deposit(p, '500');
    await scan();
    expect((await alertsAbout(p, 'CDD_DEPOSITS')).map((a) => a.status)).toEqual(['OPEN', 'CLOSED']);
    expect((await asOps(t, officer, 'GET', '/ops/aml/alerts/999999999')).code).toBe('AML_ALERT_NOT_FOUND');
  });
});
