/**
 * Records count the member's own days (on SQLite and PostgreSQL): a movement at 23:30 local lands on
 * that local day in the history, the deposit records and profit and loss, across DST and in
 * half-hour zones; an unknown zone is a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, fund, newPlayer } from '../../test/wallet-helpers.ts';

let clock = Date.parse('2026-03-08T12:00:00Z');
let t: TestContext;
let p: Player;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(clock) } });
  p = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
});

async function fundAt(instant: string, minor: bigint) {
  const before = clock;
  clock = Date.parse(instant);
  await fund(t, p, minor);
  clock = before;
}

async function historyOn(day: string, timeZone?: string) {
  const query = { startDate: day, endDate: day, txCode: 'DEPOSIT', ...(timeZone ? { timeZone } : {}) };
  const value = valueOf<{ content: { amount: string }[] }>(
    await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', query, { token: p.token }),
  );
  return value.content.map((row) => row.amount);
}

async function pnlDays(startDate: string, endDate: string, timeZone: string) {
  const value = valueOf<{ days: { date: string; deposit: string }[] }>(
    await call(t, 'GET', '/wps/relay/ODSFE2_MemPNL', { startDate, endDate, timeZone }, { token: p.token }),
  );
  return value.days.map((d) => [d.date, d.deposit]);
}

describe('records in the member time zone', () => {
  beforeAll(async () => {
    // 23:30 in New York on the day the clocks go forward (EDT, UTC-4): 03:30 UTC the next day.
    await fundAt('2026-03-09T03:30:00Z', 1100n);
    // 23:30 in Karachi (UTC+5) on 2026-03-10, and 00:30 there on 2026-03-11.
    await fundAt('2026-03-10T18:30:00Z', 2200n);
    await fundAt('2026-03-10T19:30:00Z', 3300n);
    // 23:30 in Kolkata (UTC+5:30) on 2026-03-12.
    await fundAt('2026-03-12T18:00:00Z', 4400n);
  });

  it('puts a 23:30 transfer on the local day, not the UTC one', async () => {
    expect(await historyOn('2026-03-08', 'America/New_York')).toEqual(['+11.00']);
    expect(await historyOn('2026-03-08')).toEqual([]);
    expect(await historyOn('2026-03-09')).toEqual(['+11.00']);
    expect(await historyOn('2026-03-10', 'Asia/Karachi')).toEqual(['+22.00']);
    expect(await historyOn('2026-03-11', 'Asia/Karachi')).toEqual(['+33.00']);
    expect(await historyOn('2026-03-12', 'Asia/Kolkata')).toEqual(['+44.00']);
    expect(await historyOn('2026-03-13', 'Asia/Kolkata')).toEqual([]);
  });

  it('groups profit and loss by the local day', async () => {
    expect(await pnlDays('2026-03-08', '2026-03-12', 'Asia/Karachi')).toEqual([
      ['2026-03-12', '44.00'],
      ['2026-03-11', '33.00'],
      ['2026-03-10', '22.00'],
      ['2026-03-09', '11.00'],
    ]);
    expect(await pnlDays('2026-03-08', '2026-03-09', 'America/New_York')).toEqual([['2026-03-08', '11.00']]);
    expect(await pnlDays('2026-03-10', '2026-03-10', 'UTC')).toEqual([['2026-03-10', '55.00']]);
  });

  it('refuses an unknown zone with its own code and a bad day with the range code', async () => {
    const bad = { startDate: '2026-03-08', endDate: '2026-03-08' };
    for (const url of [
      '/wps/relay/ODS2_MemberTransaction',
      '/wps/relay/ODSFE2_MemPNL',
      '/wps/relay/ODSFE2_BetSummary',
      '/wps/relay/MCS2_depositTransactioNReport',
      '/wps/relay/MCS2_WithdrawTransactionReport',
    ]) {
      expect(
        await call(t, 'GET', url, { ...bad, timeZone: 'Mars/Olympus' }, { token: p.token }),
        url,
      ).toMatchObject({
        status: 400,
        code: 'TIME_ZONE_INVALID',
      });
      expect(
        await call(t, 'GET', url, { ...bad, timeZone: 'x'.repeat(65) }, { token: p.token }),
      ).toMatchObject({
        status: 400,
      });
    }
    expect(
      await call(
        t,
        'GET',
        '/wps/relay/ODSFE2_MemPNL',
        { startDate: '2026-02-31', endDate: '2026-03-01' },
        { token: p.token },
      ),
    ).toMatchObject({ status: 400, code: 'DATE_RANGE_INVALID' });
  });
});
