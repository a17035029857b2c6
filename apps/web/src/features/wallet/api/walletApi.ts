import type { EndpointName, RequestOf } from '@openlobby/contract/client';
import { contractCall as call } from '../../../shared/api/client.ts';

/** A records query: the contract coerces paging from the query string, the web sends numbers. */
export type PagedQuery<N extends EndpointName> = Omit<RequestOf<N>, 'pageNo' | 'pageSize'> & {
  pageNo?: number;
  pageSize?: number;
};

/**
 * The wallet contract's calls, typed by its endpoint table. The balance itself is the
 * shared query of `shared/api/balance.ts`, read by the shell too.
 */
export const walletApi = {
  depositChannels: () => call('depositChannels'),
  depositAccounts: (channelId: string) => call('depositBanksByVendor', { query: { channelId } }),
  depositPromos: () => call('depositPromoList'),
  depositGateway: (body: RequestOf<'depositPaymentGateway'>) => call('depositPaymentGateway', { body }),
  depositManual: (body: RequestOf<'depositManualTransfer'>) => call('depositManualTransfer', { body }),
  depositDetail: (depositId: string) => call('depositDetail', { query: { depositId } }),
  depositRecords: (query: PagedQuery<'depositRecords'>) => call('depositRecords', { query }),

  bankCards: () => call('bankCards'),
  /** The accounts endpoint: a first card may carry the payee name the member never set. */
  setPayeeName: (payeeName: string) => call('updatePayeeName', { body: { payeeName } }),
  withdrawBanks: () => call('withdrawBanks'),
  bindBankCard: (body: RequestOf<'bindBankCard'>) => call('bindBankCard', { body }),
  deleteBankCard: (cardId: string) => call('deleteBankCard', { query: { cardId } }),

  hasPaymentPassword: () => call('hasPaymentPassword'),
  setPaymentPassword: (body: RequestOf<'setPaymentPassword'>) => call('setPaymentPassword', { body }),
  changePaymentPassword: (body: RequestOf<'changePaymentPassword'>) =>
    call('changePaymentPassword', { body }),
  paymentPasswordSms: () => call('paymentPasswordSms', { body: {} }),
  resetPaymentPassword: (body: RequestOf<'resetPaymentPassword'>) => call('resetPaymentPassword', { body }),

  withdrawSettings: () => call('withdrawSettings'),
  withdraw: (body: RequestOf<'withdraw'>) => call('withdraw', { body }),
  withdrawRecords: (query: PagedQuery<'withdrawRecords'>) => call('withdrawRecords', { query }),

  txCodes: () => call('txCodeList'),
  transactions: (query: PagedQuery<'memberTransactions'>) => call('memberTransactions', { query }),
  profitLoss: (query: RequestOf<'memberPnl'>) => call('memberPnl', { query }),
  betSummary: (query: RequestOf<'betSummary'>) => call('betSummary', { query }),
};

/** Query keys of the wallet screens; every money movement invalidates `WALLET_KEY` as a whole. */
export const WALLET_KEY = ['wallet'] as const;
export const walletKeys = {
  channels: [...WALLET_KEY, 'channels'],
  promos: [...WALLET_KEY, 'promos'],
  accounts: (channelId: string) => [...WALLET_KEY, 'accounts', channelId],
  deposit: (depositId: string) => [...WALLET_KEY, 'deposit', depositId],
  cards: [...WALLET_KEY, 'cards'],
  banks: [...WALLET_KEY, 'banks'],
  hasPassword: [...WALLET_KEY, 'hasPassword'],
  withdrawSettings: [...WALLET_KEY, 'withdrawSettings'],
  txCodes: [...WALLET_KEY, 'txCodes'],
  records: (kind: string, filters: object) => [...WALLET_KEY, 'records', kind, filters],
} as const;
