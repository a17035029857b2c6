/**
 * A lottery order meets the same player limits as any bet: an order whose stakes go over the loss
 * limit is refused by name, in the order's own transaction, and nothing is taken or recorded.
 * On a test clock (the lottery's issues run on time). SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { freshIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { balanceOf } from '../../test/wallet-helpers.ts';

const setup = appOnTestClock();

describe('lottery orders and player limits', () => {
  it('an order over the loss limit is refused naming it; one within it is placed', async () => {
    const player = await setup.funded(10_000n);
    const limit = await call(
      setup.t,
      'POST',
      '/wps/member/protection/limits',
      { kind: 'LOSS', period: 'WEEK', amount: '3' },
      { token: player.token },
    );
    expect(limit.success).toBe(true);
    const issue = await freshIssue(setup.t, setup.clock);
    const bet = (stake: string) => [{ betType: 'ODD_EVEN', selection: 'ODD', stake }];

    expect(await placeOrder(setup.t, player, issue.numero, bet('2.00'))).toMatchObject({ success: true });
    const refused = await placeOrder(setup.t, player, issue.numero, bet('2.00'));
    expect(refused).toMatchObject({
      status: 409,
      code: 'LOSS_LIMIT_REACHED',
      data: { kind: 'LOSS', period: 'WEEK', limit: '3.00', left: '1.00' },
    });
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('98.00');
    expect(await placeOrder(setup.t, player, issue.numero, bet('1.00'))).toMatchObject({ success: true });
  });
});
