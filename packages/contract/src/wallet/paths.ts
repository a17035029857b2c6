import type { HttpMethod } from '../endpoint.ts';

/** A member-only wallet endpoint (every cashier call needs the session). */
function member<N extends string, M extends HttpMethod, P extends string, E extends boolean = false>(
  name: N,
  method: M,
  path: P,
  encrypted?: E,
) {
  return {
    name,
    method,
    path,
    module: null,
    token: 'required',
    encrypted: (encrypted ?? false) as E,
  } as const;
}

/**
 * Wallet, cashier and records endpoints. Paths are the spec's (section 7.2) or, where it names
 * none, the platform family's (platform reference, "Calls").
 */
export const walletPaths = {
  walletGcs: member('walletGcs', 'GET', '/wps/wallets/gcs'),
  walletBalance: member('walletBalance', 'GET', '/wps/v2/wallets/balance'),
  fundsConsolidated: member('fundsConsolidated', 'GET', '/wps/member/info/funds/consolidated'),
  walletTransfer: member('walletTransfer', 'POST', '/wps/relay/GCS_walletTransfer'),

  depositChannels: member('depositChannels', 'GET', '/wps/relay/MCSFE_getDepositPaymentChannels'),
  depositBanksByVendor: member('depositBanksByVendor', 'GET', '/wps/relay/MCS2_depositBanksByVendor'),
  depositPromoList: member('depositPromoList', 'GET', '/wps/relay/MCS2_depositPromoList'),
  depositPaymentGateway: member('depositPaymentGateway', 'POST', '/wps/relay/MCS2_depositPaymentGateway'),
  depositManualTransfer: member('depositManualTransfer', 'POST', '/wps/relay/MCS2_depositManualTransfer'),
  depositDetail: member('depositDetail', 'GET', '/wps/relay/MCS2_depositDetail'),
  depositRecords: member('depositRecords', 'GET', '/wps/relay/MCS2_depositTransactioNReport'),

  bankCards: member('bankCards', 'GET', '/wps/relay/MCS2_bankCards'),
  bindBankCard: member('bindBankCard', 'POST', '/wps/member/bankCard'),
  deleteBankCard: member('deleteBankCard', 'DELETE', '/wps/member/bankCard'),
  withdrawBanks: member('withdrawBanks', 'GET', '/wps/relay/MCS2_withdrawBanks'),

  hasPaymentPassword: member('hasPaymentPassword', 'GET', '/wps/member/hasWithdrawalPassword'),
  setPaymentPassword: member('setPaymentPassword', 'POST', '/wps/member/paymentPassword'),
  changePaymentPassword: member('changePaymentPassword', 'PUT', '/wps/member/paymentPassword'),
  paymentPasswordSms: member('paymentPasswordSms', 'POST', '/wps/member/paymentPassword/sms'),
  resetPaymentPassword: member('resetPaymentPassword', 'POST', '/wps/member/paymentPassword/reset'),

  withdrawSettings: member('withdrawSettings', 'GET', '/wps/relay/MCSFE_getWithdrawSettings'),
  withdraw: member('withdraw', 'POST', '/wps/transaction/withdraw', true),
  withdrawRecords: member('withdrawRecords', 'GET', '/wps/relay/MCS2_WithdrawTransactionReport'),

  txCodeList: member('txCodeList', 'GET', '/wps/relay/GLS2_TxCodeList'),
  memberTransactions: member('memberTransactions', 'GET', '/wps/relay/ODS2_MemberTransaction'),
  memberPnl: member('memberPnl', 'GET', '/wps/relay/ODSFE2_MemPNL'),
  betSummary: member('betSummary', 'GET', '/wps/relay/ODSFE2_BetSummary'),
} as const;
