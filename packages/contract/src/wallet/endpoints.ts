import { defineEndpoint } from '../endpoint.ts';
import { walletPaths as p } from './paths.ts';
import * as s from './schemas.ts';

const none = s.emptyWalletRequest;

export const walletEndpoints = {
  walletGcs: defineEndpoint(p.walletGcs, none, s.walletValue),
  walletBalance: defineEndpoint(p.walletBalance, none, s.walletValue),
  fundsConsolidated: defineEndpoint(p.fundsConsolidated, none, s.fundsConsolidatedValue),
  walletTransfer: defineEndpoint(p.walletTransfer, s.walletTransferRequest, s.walletTransferValue),

  depositChannels: defineEndpoint(p.depositChannels, none, s.depositChannelsValue),
  depositBanksByVendor: defineEndpoint(p.depositBanksByVendor, s.depositBanksRequest, s.depositBanksValue),
  depositPromoList: defineEndpoint(p.depositPromoList, none, s.depositPromoListValue),
  depositPaymentGateway: defineEndpoint(
    p.depositPaymentGateway,
    s.depositGatewayRequest,
    s.depositGatewayValue,
  ),
  depositManualTransfer: defineEndpoint(
    p.depositManualTransfer,
    s.depositManualRequest,
    s.depositRecordValue,
  ),
  depositDetail: defineEndpoint(p.depositDetail, s.depositDetailRequest, s.depositRecordValue),
  depositRecords: defineEndpoint(p.depositRecords, s.depositRecordsRequest, s.depositRecordsValue),

  bankCards: defineEndpoint(p.bankCards, none, s.bankCardsValue),
  bindBankCard: defineEndpoint(p.bindBankCard, s.bindBankCardRequest, s.bankCardValue),
  deleteBankCard: defineEndpoint(p.deleteBankCard, s.deleteBankCardRequest, s.deletedValue),
  withdrawBanks: defineEndpoint(p.withdrawBanks, none, s.withdrawBanksValue),

  hasPaymentPassword: defineEndpoint(p.hasPaymentPassword, none, s.hasPaymentPasswordValue),
  setPaymentPassword: defineEndpoint(
    p.setPaymentPassword,
    s.setPaymentPasswordRequest,
    s.paymentPasswordDoneValue,
  ),
  changePaymentPassword: defineEndpoint(
    p.changePaymentPassword,
    s.changePaymentPasswordRequest,
    s.paymentPasswordDoneValue,
  ),
  paymentPasswordSms: defineEndpoint(p.paymentPasswordSms, none, s.paymentPasswordSmsValue),
  resetPaymentPassword: defineEndpoint(
    p.resetPaymentPassword,
    s.resetPaymentPasswordRequest,
    s.paymentPasswordDoneValue,
  ),

  withdrawSettings: defineEndpoint(p.withdrawSettings, none, s.withdrawSettingsValue),
  withdraw: defineEndpoint(p.withdraw, s.withdrawRequest, s.withdrawValue),
  withdrawRecords: defineEndpoint(p.withdrawRecords, s.withdrawRecordsRequest, s.withdrawRecordsValue),

  txCodeList: defineEndpoint(p.txCodeList, none, s.txCodeListValue),
  memberTransactions: defineEndpoint(
    p.memberTransactions,
    s.memberTransactionsRequest,
    s.memberTransactionsValue,
  ),
  memberPnl: defineEndpoint(p.memberPnl, s.memberPnlRequest, s.memberPnlValue),
  betSummary: defineEndpoint(p.betSummary, s.betSummaryRequest, s.betSummaryValue),
};
