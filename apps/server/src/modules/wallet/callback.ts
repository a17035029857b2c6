/**
 * The gateway's signed callback. Checked in this order so a forger learns nothing and can burn
 * nothing: signature (timing-safe), age, then the nonce is spent (a replay of the very same
 * callback is refused), then the deposit decides. Paid approves and credits once; failed rejects
 * only a deposit still pending, so a late "failed" after "paid" changes nothing.
 */
import { ApiError } from '../../platform/api-error.ts';
import type { WalletDeps } from './context.ts';
import type { Deposits } from './deposits.ts';
import { depositRecord } from './deposits.ts';
import { type SignedCallback, callbackSignature, sameSignature } from './gateway.ts';

export function createCallbackHandler(deps: WalletDeps, deposits: Deposits, gatewayName: string) {
  return async function handleCallback(gateway: string, callback: SignedCallback) {
    if (gateway !== gatewayName) throw new ApiError('GATEWAY_NOT_FOUND');
    if (!sameSignature(callbackSignature(deps.gatewaySecret, callback), callback.signature)) {
      throw new ApiError('CALLBACK_SIGNATURE_INVALID');
    }
    const ageSeconds = Math.abs(deps.now().getTime() / 1000 - callback.timestamp);
    if (ageSeconds > deps.config.callbackMaxAgeSeconds)
      throw new ApiError('CALLBACK_SIGNATURE_INVALID', { stale: true });
    if (!(await deps.cashier.rememberNonce(gateway, callback.nonce, deps.now().toISOString()))) {
      throw new ApiError('CALLBACK_REPLAYED');
    }
    const row = await deps.cashier.deposit(callback.depositId);
    if (row === undefined || (row.kind !== 'gateway' && row.kind !== 'qr'))
      throw new ApiError('DEPOSIT_NOT_FOUND');
    // The gateway signed the amount it took; a different one is never credited.
    const scale = (await deps.cashier.merchantCurrency(row.merchant_id)).currency_scale;
    if (depositRecord(row, scale).amount !== callback.amount)
      throw new ApiError('AMOUNT_INVALID', { field: 'amount' });
    const outcome = await deposits.decide(
      callback.depositId,
      callback.status === 'paid',
      `gateway:${gateway}`,
      null,
    );
    const record = depositRecord(outcome.after, outcome.scale);
    return { depositId: record.depositId, status: record.status };
  };
}
