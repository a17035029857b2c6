/**
 * A lottery order meets the same exclusion as any bet: while a time-out is in force an order is
 * refused by name and nothing is taken. On a test clock. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { freshIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { balanceOf } from '../../test/wallet-helpers.ts';

const setup = appOnTestClock();

describe('lottery orders and exclusions', () => {
  it('an order during a time-out is refused naming it, and nothing is taken', async () => {
    const player = await setup.funded(10_000n);
    const issue = await freshIssue(setup.t, setup.clock);
    const bet = [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1.00' }];
    expect(await placeOrder(setup.t, player, issue.numero, bet)).toMatchObject({ success: true });
    const taken = await call(
      setup.t,
      'POST',
      '/wps/member/protection/exclusion',
      { kind: 'TIME_OUT', duration: 'D7' },
      { token: player.token },
    );
    expect(taken.success).toBe(true);
    expect(await placeOrder(setup.t, player, issue.numero, bet)).toMatchObject({
      status: 403,
      code: 'TIME_OUT_ACTIVE',
      data: { kind: 'TIME_OUT' },
    });
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('99.00');
  });
});
