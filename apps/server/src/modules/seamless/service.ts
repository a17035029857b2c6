/**
 * The seamless-wallet API vendors call (POST /seamless/v1/:vendor/:action): signature first (nothing
 * is read or done for a caller that cannot sign), then the body against the contract, then the
 * action. authenticate and balance live here; the money-moving calls in transactions.ts.
 */
import {
  SEAMLESS_ACTIONS,
  type SeamlessAction,
  type SeamlessAuthenticateRequest,
  type SeamlessBalanceRequest,
  SeamlessStatus,
  VENDOR_CODE_PATTERN,
  seamlessSchemas,
} from '@openlobby/contract';
import type { MemberRow } from '../accounts/members.repository.ts';
import { memberBonusWallet, memberWallet } from '../wallet/accounts.ts';
import { formatMinor } from '../wallet/money.ts';
import {
  type SeamlessAnswer,
  type SeamlessDeps,
  answer,
  hashOf,
  invalidRequest,
  isFresh,
  memberCurrency,
  newSecretToken,
  refusal,
  touchVendorSession,
} from './context.ts';
import { createLaunch } from './launch.ts';
import { createTransactions } from './transactions.ts';
import { seamlessSignatureValid, vendorSecret } from './vendor-secrets.ts';

export interface VendorCall {
  readonly vendor: string;
  readonly action: string;
  readonly rawBody: Buffer;
  readonly signature: string | undefined;
}

function isAction(action: string): action is SeamlessAction {
  return (SEAMLESS_ACTIONS as readonly string[]).includes(action);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;

export function createSeamlessService(deps: SeamlessDeps) {
  const repo = deps.repository;
  const transactions = createTransactions(deps);

  /** The member's spendable balance as the protocol writes it. */
  async function balanceOf(member: MemberRow) {
    const currency = await memberCurrency(deps, member);
    const [cash, bonus] = await Promise.all([
      deps.wallet.ledger.balance(member.merchant_id, currency.code, memberWallet(member.id)),
      deps.wallet.ledger.balance(member.merchant_id, currency.code, memberBonusWallet(member.id)),
    ]);
    return {
      // A game plays with cash and bonus money alike.
      balance: formatMinor(cash.available + bonus.available, currency.scale),
      currency: currency.code,
      scale: currency.scale,
    };
  }

  async function authenticate(vendor: string, input: SeamlessAuthenticateRequest): Promise<SeamlessAnswer> {
    if (!isFresh(deps, input.timestamp)) return refusal(SeamlessStatus.REQUEST_EXPIRED);
    const now = deps.now().toISOString();
    const grant = await repo.claimLaunch(hashOf(input.launchToken), vendor, now);
    if (grant === null) return refusal(SeamlessStatus.SESSION_EXPIRED);
    const member = await repo.member(grant.memberId);
    if (member === undefined) return refusal(SeamlessStatus.UNKNOWN_PLAYER);
    if (member.disabled === 1) return refusal(SeamlessStatus.PLAYER_BLOCKED);
    const sessionId = newSecretToken();
    await repo.insertSession({
      idHash: hashOf(sessionId),
      vendorCode: vendor,
      merchantId: member.merchant_id,
      memberId: member.id,
      gameId: grant.gameId,
      now,
    });
    const wallet = await balanceOf(member);
    return answer({
      status: SeamlessStatus.OK,
      playerId: String(member.id),
      sessionId,
      balance: wallet.balance,
      currency: wallet.currency,
      currencyDecimals: wallet.scale,
      nickname: member.nickname ?? member.username,
      language: grant.language,
    });
  }

  async function balance(vendor: string, input: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
    if (!isFresh(deps, input.timestamp)) return refusal(SeamlessStatus.REQUEST_EXPIRED);
    const member = await repo.member(Number(input.playerId));
    if (member === undefined) return refusal(SeamlessStatus.UNKNOWN_PLAYER);
    const session = { sessionId: input.sessionId, vendor, memberId: member.id };
    if (!(await touchVendorSession(deps, session, deps.now())))
      return refusal(SeamlessStatus.SESSION_EXPIRED);
    const wallet = await balanceOf(member);
    return answer({ status: SeamlessStatus.OK, balance: wallet.balance, currency: wallet.currency });
  }

  return {
    launch: createLaunch(deps),

    /** One vendor call, from raw body to answer; never throws for anything a caller can send. */
    async handle(call: VendorCall): Promise<SeamlessAnswer> {
      const secret = VENDOR_CODE_PATTERN.test(call.vendor) ? vendorSecret(deps, call.vendor) : null;
      if (secret === null || !seamlessSignatureValid(secret, call.rawBody, call.signature))
        return refusal(SeamlessStatus.INVALID_SIGNATURE);
      if (!isAction(call.action)) return invalidRequest();
      const parsed = parseJson(call.rawBody);
      const vendor = call.vendor;
      switch (call.action) {
        case 'authenticate': {
          const input = seamlessSchemas.authenticate.request.safeParse(parsed);
          return input.success ? authenticate(vendor, input.data) : invalidRequest();
        }
        case 'balance': {
          const input = seamlessSchemas.balance.request.safeParse(parsed);
          return input.success ? balance(vendor, input.data) : invalidRequest();
        }
        case 'bet': {
          const input = seamlessSchemas.bet.request.safeParse(parsed);
          return input.success ? transactions.bet(vendor, input.data) : invalidRequest();
        }
        case 'win': {
          const input = seamlessSchemas.win.request.safeParse(parsed);
          return input.success ? transactions.win(vendor, input.data) : invalidRequest();
        }
        case 'rollback': {
          const input = seamlessSchemas.rollback.request.safeParse(parsed);
          return input.success ? transactions.rollback(vendor, input.data) : invalidRequest();
        }
      }
    },
  };
}
