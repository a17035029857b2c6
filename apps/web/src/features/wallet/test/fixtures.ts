import type { BankCard, WithdrawSettingsValue } from '@openlobby/contract/client';

/** Wallet answers shaped by the contract, for component tests. */
export const SETTINGS: WithdrawSettingsValue = {
  currency: 'CNY',
  currencySymbol: '￥',
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyCount: 5,
  remainingToday: 3,
  available: '1000.00',
  mainBalance: '1000.00',
  processingMinutes: 30,
  hasPaymentPassword: true,
  hasPayeeName: true,
  bonusBalance: '0.00',
  bonusActive: false,
};

export const CARD: BankCard = {
  cardId: 'card-1',
  bankCode: 'HBL',
  bankName: 'Habib Bank',
  payoutType: 'bank',
  maskedNumber: '**** **** 1234',
  accountName: 'Amir Khan',
  branch: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const WALLET = {
  currency: 'CNY',
  currencySymbol: '￥',
  sumBalance: '1000.00',
  mainBalance: '1000.00',
  pendingWithdrawal: '0.00',
  trial: false,
  subWallets: [],
};
