import type { Page } from '@playwright/test';
import { endpoints } from '@openlobby/contract';
import { type ContractInput, contractAnswer } from './contract.ts';

type WalletEndpoint =
  | 'walletBalance'
  | 'depositChannels'
  | 'depositPromoList'
  | 'depositBanksByVendor'
  | 'withdrawSettings'
  | 'bankCards'
  | 'withdrawBanks'
  | 'hasPaymentPassword'
  | 'depositRecords'
  | 'withdrawRecords'
  | 'txCodeList'
  | 'memberTransactions'
  | 'memberPnl'
  | 'betSummary';

/**
 * Wallet answers built through the contract's schemas, for every wallet screen with content in it
 * (cards of both payout types, records in every status) without first driving a member through
 * all of that. The flows themselves run against the real server in wallet.spec.ts.
 */
const DAY = '2026-11-21';
const deposit = (id: string, status: 'pending' | 'approved' | 'rejected', amount: string) => ({
  depositId: id,
  channelId: 'gw1',
  channelName: 'Demo gateway',
  kind: 'gateway' as const,
  status,
  amount,
  credited: status === 'approved' ? amount : '0.00',
  bonus: '0.00',
  fee: '0.00',
  payerName: null,
  reference: null,
  remark: null,
  createdAt: `${DAY}T09:30:00.000Z`,
  decidedAt: null,
});
const page = <T>(content: T[]) => ({ content, pageNum: 1, totalPages: 1, total: content.length });
const card = {
  cardId: 'card-1',
  bankCode: 'HBL',
  bankName: 'Habib Bank',
  payoutType: 'bank' as 'bank' | 'ewallet',
  maskedNumber: '**** **** 1234',
  accountName: 'Amir Khan',
  branch: null,
  createdAt: `${DAY}T09:00:00.000Z`,
};
const ewallet = {
  ...card,
  cardId: 'card-2',
  bankCode: 'JAZZCASH',
  bankName: 'JazzCash',
  payoutType: 'ewallet' as const,
  maskedNumber: '03** ***4567',
};
const pnl = {
  deposit: '1500.00',
  withdraw: '200.00',
  bet: '0.00',
  win: '0.00',
  rebate: '0.00',
  promotion: '0.00',
  profit: '0.00',
};

export const WALLET_ANSWERS: { [N in WalletEndpoint]: ContractInput<N> } = {
  walletBalance: {
    currency: 'CNY',
    currencySymbol: '￥',
    sumBalance: '12345.60',
    mainBalance: '12545.60',
    pendingWithdrawal: '200.00',
    trial: false,
    subWallets: [],
  },
  depositChannels: {
    channels: [
      {
        channelId: 'gw1',
        kind: 'gateway',
        mode: 'ONLINE',
        name: 'Demo gateway',
        logoUrl: null,
        minAmount: '100.00',
        maxAmount: '50000.00',
        presets: ['100.00', '200.00', '500.00', '1000.00', '5000.00', '10000.00', '30000.00'],
        feeRate: '0.00',
      },
      {
        channelId: 'qr1',
        kind: 'qr',
        mode: 'QR',
        name: 'Wallet QR',
        logoUrl: null,
        minAmount: '50.00',
        maxAmount: '5000.00',
        presets: ['50.00', '100.00'],
        feeRate: '0.00',
      },
      {
        channelId: 'bank1',
        kind: 'manual',
        mode: 'BANK',
        name: 'Bank transfer',
        logoUrl: null,
        minAmount: '500.00',
        maxAmount: '100000.00',
        presets: ['500.00', '1000.00'],
        feeRate: '0.00',
      },
      {
        channelId: 'usdt',
        kind: 'crypto',
        mode: 'CRYPTO',
        name: 'USDT',
        logoUrl: null,
        minAmount: '100.00',
        maxAmount: '100000.00',
        presets: [],
        feeRate: '0.00',
      },
    ],
  },
  depositPromoList: {
    promos: [
      {
        promoId: 'p1',
        title: 'First deposit 10%',
        bonusRate: '10',
        maxBonus: '500.00',
        minDeposit: '100.00',
        needsCode: false,
      },
    ],
  },
  depositBanksByVendor: {
    accounts: [
      {
        accountId: 'a1',
        bankName: 'Meezan Bank',
        accountName: 'OpenLobby Ltd',
        accountNumber: 'PK36MEZN0001234567890123',
        network: null,
      },
    ],
  },
  withdrawSettings: {
    currency: 'CNY',
    currencySymbol: '￥',
    minAmount: '100.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    remainingToday: 4,
    available: '12345.60',
    mainBalance: '12545.60',
    processingMinutes: 30,
    hasPaymentPassword: true,
    hasPayeeName: true,
    bonusBalance: '0.00',
    bonusActive: false,
  },
  bankCards: { cards: [card, ewallet], maxPerType: 2, payeeName: 'Amir Khan' },
  withdrawBanks: {
    banks: [
      { bankCode: 'HBL', bankName: 'Habib Bank', payoutType: 'bank', logoUrl: null },
      { bankCode: 'JAZZCASH', bankName: 'JazzCash', payoutType: 'ewallet', logoUrl: null },
      { bankCode: 'EASYPAISA', bankName: 'Easypaisa', payoutType: 'ewallet', logoUrl: null },
    ],
  },
  hasPaymentPassword: { hasPassword: false },
  depositRecords: page([
    deposit('D1001', 'approved', '1000.00'),
    deposit('D1002', 'pending', '500.00'),
    deposit('D1003', 'rejected', '200.00'),
  ]),
  withdrawRecords: page([
    {
      withdrawId: 'W2001',
      status: 'pending',
      amount: '200.00',
      fee: '0.00',
      cardId: 'card-1',
      bankName: 'Habib Bank',
      maskedNumber: '**** **** 1234',
      remark: null,
      createdAt: `${DAY}T10:00:00.000Z`,
      decidedAt: null,
    },
  ]),
  txCodeList: {
    codes: [
      { code: 'DEPOSIT', EN: 'Deposit', UR: 'جمع' },
      { code: 'WITHDRAW_HOLD', EN: 'Withdrawal hold', UR: 'رقم نکالنے کی روک' },
    ],
  },
  memberTransactions: page([
    {
      transactionId: 'T1',
      txCode: 'DEPOSIT',
      amount: '+1000.00',
      balanceAfter: '12545.60',
      reference: 'D1001',
      gameName: null,
      remark: null,
      createdAt: `${DAY}T09:31:00.000Z`,
    },
    {
      transactionId: 'T2',
      txCode: 'WITHDRAW_HOLD',
      amount: '-200.00',
      balanceAfter: '12345.60',
      reference: 'W2001',
      gameName: null,
      remark: null,
      createdAt: `${DAY}T10:00:00.000Z`,
    },
  ]),
  memberPnl: { days: [{ ...pnl, date: DAY }], total: pnl },
  betSummary: {
    rows: [
      {
        gameType: 'LOTT',
        vendorCode: 'OL',
        gameId: 'g1',
        gameName: 'Lucky 5D',
        betCount: 12,
        bet: '600.00',
        validBet: '600.00',
        win: '750.00',
        profit: '150.00',
      },
    ],
    vendors: ['OL'],
    total: { betCount: 12, bet: '600.00', validBet: '600.00', win: '750.00', profit: '150.00' },
  },
};

/**
 * Routes every wallet endpoint to its answer above, each parsed through the contract (a field the
 * contract renames or adds fails here). `overrides` replaces single answers, e.g. a trial balance.
 */
export async function mockWallet(
  page: Page,
  overrides: Partial<{ [N in WalletEndpoint]: ContractInput<N> }> = {},
): Promise<void> {
  const answers: Partial<Record<string, unknown>> = {};
  const add = <N extends WalletEndpoint>(name: N): void => {
    answers[endpoints[name].path] = contractAnswer(name, overrides[name] ?? WALLET_ANSWERS[name]);
  };
  for (const name of Object.keys(WALLET_ANSWERS) as WalletEndpoint[]) add(name);
  await page.route(
    (url) => answers[url.pathname] !== undefined,
    (route) => route.fulfill({ json: answers[new URL(route.request().url()).pathname] }),
  );
}
