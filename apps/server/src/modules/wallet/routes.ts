/** Wallet, cashier and records routes: thin, the contract's schemas, the services do the rest. */
import { walletEndpoints as e } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { WalletCaller } from './context.ts';
import type { WalletService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

function caller(context: RequestContext, request: FastifyRequest): WalletCaller {
  const agent = request.headers['user-agent'];
  return {
    merchantId: context.merchant.id,
    ip: context.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : '',
    session: context.session,
  };
}

export function registerWalletRoutes(app: App, wallet: WalletService, perMinute: number): void {
  // Money-moving and secret-checking calls get the credential endpoints' per-IP limit.
  const strict = { rateLimit: strictRateLimit(perMinute) };
  const route = app.contractRoute.bind(app);
  const { deposits, bankCards, paymentPassword: pin, withdrawals, records } = wallet;

  route(e.walletGcs, (_i, ctx, req) => wallet.wallet(caller(ctx, req)));
  route(e.walletBalance, (_i, ctx, req) => wallet.wallet(caller(ctx, req)));
  route(e.fundsConsolidated, async (_i, ctx, req) => ({
    wallet: await wallet.wallet(caller(ctx, req)),
    // The contract check (spec 4): per kind, the id of the oldest offer waiting for this member, or null.
    ...(await app.agentContracts.pendingChecks(ctx.session)),
  }));

  route(e.walletTransfer, (i, ctx, req) => wallet.vendorWallets.transfer(caller(ctx, req), i));

  route(e.depositChannels, (_i, ctx, req) => deposits.channels(caller(ctx, req)));
  route(e.depositBanksByVendor, (i, ctx, req) => deposits.receivingAccounts(caller(ctx, req), i.channelId));
  route(e.depositPromoList, (_i, ctx, req) => deposits.promos(caller(ctx, req), ctx.language));
  route(e.depositPaymentGateway, (i, ctx, req) => deposits.viaGateway(caller(ctx, req), i), strict);
  route(e.depositManualTransfer, (i, ctx, req) => deposits.manual(caller(ctx, req), i), strict);
  route(e.depositDetail, (i, ctx, req) => deposits.detail(caller(ctx, req), i.depositId));
  route(e.depositRecords, (i, ctx, req) => records.deposits(caller(ctx, req), i));

  route(e.bankCards, (_i, ctx, req) => bankCards.list(caller(ctx, req)));
  route(e.bindBankCard, (i, ctx, req) => bankCards.bind(caller(ctx, req), i), strict);
  route(e.deleteBankCard, (i, ctx, req) => bankCards.remove(caller(ctx, req), i.cardId));
  route(e.withdrawBanks, (_i, ctx, req) => bankCards.banks(caller(ctx, req)));

  route(e.hasPaymentPassword, (_i, ctx, req) => pin.has(caller(ctx, req)));
  route(
    e.setPaymentPassword,
    (i, ctx, req) => pin.set(caller(ctx, req), i.newPassword, i.confirmPassword),
    strict,
  );
  route(
    e.changePaymentPassword,
    (i, ctx, req) => pin.change(caller(ctx, req), i.oldPassword, i.newPassword, i.confirmPassword),
    strict,
  );
  route(e.paymentPasswordSms, (_i, ctx, req) => pin.sendResetCode(caller(ctx, req)), strict);
  route(
    e.resetPaymentPassword,
    (i, ctx, req) => pin.reset(caller(ctx, req), i.verificationCode, i.newPassword, i.confirmPassword),
    strict,
  );

  route(e.withdrawSettings, (_i, ctx, req) => withdrawals.settings(caller(ctx, req)));
  route(e.withdraw, (i, ctx, req) => withdrawals.request(caller(ctx, req), i), strict);
  route(e.withdrawRecords, (i, ctx, req) => records.withdrawals(caller(ctx, req), i));

  route(e.txCodeList, () => Promise.resolve(records.txCodes()));
  route(e.memberTransactions, (i, ctx, req) => records.transactions(caller(ctx, req), i, ctx.language));
  route(e.memberPnl, (i, ctx, req) => records.pnl(caller(ctx, req), i));
  route(e.betSummary, (i, ctx, req) => records.bets(caller(ctx, req), i, ctx.language));
}
