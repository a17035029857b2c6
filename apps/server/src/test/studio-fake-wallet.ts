/**
 * An in-memory seamless wallet with the protocol's money rules (single-use launch tokens,
 * idempotent transaction ids, no balance below zero), so the studio's round logic can be tested
 * before and apart from the real seamless module. Amounts in minor units of a currency with
 * `decimals` decimals (cents by default).
 */
import type { SeamlessWallet, TransactionAnswer } from '../modules/studio/seamless-client.ts';

export interface FakeWalletOptions {
  readonly decimals?: number;
  /**
   * Writes balances without trailing zeros ("100" for 100.00), as the protocol allows: a balance
   * is a decimal string, and only authenticate's currencyDecimals states the scale.
   */
  readonly trimZeros?: boolean;
}

export interface FakeWallet extends SeamlessWallet {
  balanceMinor: number;
  /** Win calls to fail (no answer) before answering again. */
  failWins: number;
  /** Bet calls whose answer is lost after the stake was taken (the caller sees no answer). */
  loseBetAnswers: number;
  readonly calls: string[];
  issueLaunchToken(): string;
}

export function fakeWallet(startMinor: number, options: FakeWalletOptions = {}): FakeWallet {
  const decimals = options.decimals ?? 2;
  const minor = (amount: string) => Math.round(Number(amount) * 10 ** decimals);
  const text = (value: number) => {
    const fixed = (value / 10 ** decimals).toFixed(decimals);
    return options.trimZeros === true && fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  };
  const launchTokens = new Set<string>();
  const answers = new Map<string, TransactionAnswer>();
  const stakes = new Map<string, number>();
  let issued = 0;
  const tx = (id: string, status: TransactionAnswer['status'], balance: number): TransactionAnswer => {
    const answer = { status, balance: text(balance), currency: 'PKR', transactionId: id };
    if (status === 'OK') answers.set(id, answer);
    return answer;
  };
  const wallet: FakeWallet = {
    balanceMinor: startMinor,
    failWins: 0,
    loseBetAnswers: 0,
    calls: [],
    issueLaunchToken() {
      issued += 1;
      const token = `launch-token-${issued}-abcdefgh`;
      launchTokens.add(token);
      return token;
    },
    authenticate(_vendor, body) {
      if (!launchTokens.delete(body.launchToken)) return Promise.resolve({ status: 'SESSION_EXPIRED' });
      return Promise.resolve({
        status: 'OK' as const,
        playerId: '42',
        sessionId: 'vendor-session-0123456789',
        currency: 'PKR',
        currencyDecimals: decimals,
        balance: text(wallet.balanceMinor),
        nickname: 'demo',
        language: 'EN' as const,
      });
    },
    balance: () =>
      Promise.resolve({ status: 'OK' as const, balance: text(wallet.balanceMinor), currency: 'PKR' }),
    async bet(_vendor, body) {
      wallet.calls.push(`bet ${body.transactionId} ${body.amount}`);
      // Let a concurrent request interleave here, as a real wallet call would.
      await new Promise((resolve) => setImmediate(resolve));
      const seen = answers.get(body.transactionId);
      if (seen !== undefined) return seen;
      const amount = minor(body.amount);
      if (amount > wallet.balanceMinor)
        return tx(body.transactionId, 'INSUFFICIENT_FUNDS', wallet.balanceMinor);
      wallet.balanceMinor -= amount;
      stakes.set(body.transactionId, amount);
      const answer = tx(body.transactionId, 'OK', wallet.balanceMinor);
      if (wallet.loseBetAnswers > 0) {
        wallet.loseBetAnswers -= 1;
        return null;
      }
      return answer;
    },
    win(_vendor, body) {
      wallet.calls.push(`win ${body.transactionId} ${body.amount}`);
      if (wallet.failWins > 0) {
        wallet.failWins -= 1;
        return Promise.resolve(null);
      }
      const seen = answers.get(body.transactionId);
      if (seen !== undefined) return Promise.resolve(seen);
      wallet.balanceMinor += minor(body.amount);
      return Promise.resolve(tx(body.transactionId, 'OK', wallet.balanceMinor));
    },
    rollback(_vendor, body) {
      wallet.calls.push(`rollback ${body.betTransactionId}`);
      const seen = answers.get(body.transactionId);
      if (seen !== undefined) return Promise.resolve(seen);
      // Refunds the bet once; a rollback before its bet refunds nothing (the fake does not
      // remember it: the studio never bets again with a rolled-back id).
      wallet.balanceMinor += stakes.get(body.betTransactionId) ?? 0;
      stakes.delete(body.betTransactionId);
      return Promise.resolve(tx(body.transactionId, 'OK', wallet.balanceMinor));
    },
  };
  return wallet;
}
