/** The wallet's operator commands (cli.ts): operators, reconciliation, pending requests, decisions, adjustments. */
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { merchantRulesOf } from '../modules/settings/rules.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { createOperatorActions } from '../modules/operator/actions.ts';
import { createOperatorAuth, operatorAuthOptions } from '../modules/operator/auth.ts';
import type { Enrolment } from '../modules/operator/second-factor.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { createWalletService } from '../modules/wallet/service.ts';
import { parseAmount, thresholdMinor, toBigInt } from '../modules/wallet/money.ts';
import type { MerchantDirectory } from '../platform/request-context.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage-error.ts';

export type WalletCommand = Extract<
  Command,
  {
    kind:
      | 'operator-create'
      | 'operator-totp-reset'
      | 'ledger-reconcile'
      | 'wallet-pending'
      | 'wallet-decide'
      | 'wallet-adjust';
  }
>;

export interface WalletCommandDeps {
  readonly db: Db;
  readonly config: AppConfig;
  readonly serverSecret: string;
  readonly merchants: MerchantDirectory;
  readonly actor: string;
  /** OPERATOR_PASSWORD, or a line read from stdin. */
  readonly readPassword: () => Promise<string>;
}

type WalletCommandKind = WalletCommand['kind'];
type CommandOf<K extends WalletCommandKind> = Extract<WalletCommand, { kind: K }>;
/** One command's work; returns the process exit code. */
type Handler<K extends WalletCommandKind> = (command: CommandOf<K>, d: WalletCommandDeps) => Promise<number>;

const now = () => new Date();
// The command line runs with the server's own access: every merchant.
const everyMerchant = (d: WalletCommandDeps) => ({ name: d.actor, merchantId: null });

function operatorAuth(d: WalletCommandDeps) {
  return createOperatorAuth(
    createOperatorRepository(d.db),
    d.config.wallet.operatorSessionMinutes,
    now,
    operatorAuthOptions(d.config, d.serverSecret),
  );
}

/** The wallet and the operator actions on it, as the /ops routes use them. */
function walletTools(d: WalletCommandDeps) {
  const repo = createOperatorRepository(d.db);
  const accounts = createAccountsService({
    db: d.db,
    config: d.config,
    serverSecret: d.serverSecret,
    merchants: d.merchants,
  });
  const wallet = createWalletService({
    db: d.db,
    config: d.config,
    serverSecret: d.serverSecret,
    challenges: accounts.challenges,
  });
  return { repo, wallet, actions: createOperatorActions(repo, wallet, now) };
}

/** A bad name, short password or missing second factor is the operator's input: say so plainly. */
async function enrolled(command: { username: string }, enrol: Promise<Enrolment | null>): Promise<number> {
  const enrolment = await enrol.catch((error: unknown) => {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  });
  if (enrolment !== null) printEnrolment(enrolment);
  console.log(`operator ${command.username} is ready`);
  return 0;
}

const createOperator: Handler<'operator-create'> = (command, d) => {
  const auth = operatorAuth(d);
  return enrolled(
    command,
    d.readPassword().then((password) =>
      auth.create(command.username, password, {
        merchantCode: command.merchant ?? undefined,
        totp: command.totp,
      }),
    ),
  );
};

const resetTotp: Handler<'operator-totp-reset'> = (command, d) =>
  enrolled(command, operatorAuth(d).resetTotp(command.username));

const reconcileLedger: Handler<'ledger-reconcile'> = async (_command, d) => {
  const report = await walletTools(d).wallet.ledger.reconcile();
  console.log(report.ok ? `ledger reconciles: ${report.accounts} accounts` : report.problems.join('\n'));
  return report.ok ? 0 : 2;
};

const listPending: Handler<'wallet-pending'> = async (command, d) => {
  const { repo, wallet } = walletTools(d);
  const merchant = await repo.merchantId(command.merchant ?? d.config.merchantCode);
  if (merchant === undefined) throw new Error('unknown merchant');
  const window = {
    from: '1970-01-01T00:00:00.000Z',
    to: '9999-12-31T00:00:00.000Z',
    status: 'pending',
    offset: 0,
    limit: 100,
  };
  const [deposits] = await wallet.deps.cashier.depositPage(null, merchant.id, window);
  const [withdrawals] = await wallet.deps.cashier.withdrawalPage(null, merchant.id, window);
  for (const row of deposits)
    console.log(`deposit ${row.id} member ${row.member_id} ${row.kind} ${String(row.amount_minor)} minor`);
  for (const row of withdrawals)
    console.log(`withdrawal ${row.id} member ${row.member_id} ${String(row.amount_minor)} minor`);
  return 0;
};

/**
 * Above ADJUST_APPROVAL_ABOVE and WITHDRAW_APPROVAL_ABOVE the console asks a second operator; the
 * command line has no second operator, so it refuses what needs one rather than go around the rule.
 */
function refuseAboveApproval(minor: bigint, above: string, scale: number, what: string): void {
  if (minor > thresholdMinor(above, scale))
    throw new UsageError(
      `${what} is above ${above}: it needs two operators' approval, in the console (Members or Payments)`,
    );
}

const decide: Handler<'wallet-decide'> = async (command, d) => {
  const { actions, wallet } = walletTools(d);
  const by = everyMerchant(d);
  if (command.decision === 'approve-withdrawal') {
    const row = await wallet.deps.cashier.withdrawal(command.id);
    if (row !== undefined) {
      const { scale } = await wallet.currencyOf(row.merchant_id);
      refuseAboveApproval(
        toBigInt(row.amount_minor),
        (await merchantRulesOf(d.db, d.config).limits(row.merchant_id)).withdrawApprovalAbove,
        scale,
        'this withdrawal',
      );
    }
  }
  const run = {
    'approve-deposit': () => actions.approveDeposit(by, command.id, command.remark),
    'reject-deposit': () => actions.rejectDeposit(by, command.id, command.remark ?? ''),
    'approve-withdrawal': () => actions.approveWithdrawal(by, command.id, command.remark),
    'reject-withdrawal': () => actions.rejectWithdrawal(by, command.id, command.remark ?? ''),
  }[command.decision];
  const result = await run();
  console.log(`${result.id} ${result.status}`);
  return 0;
};

const adjust: Handler<'wallet-adjust'> = async (command, d) => {
  const { actions, repo, wallet } = walletTools(d);
  const member = await repo.member(command.memberId);
  if (member !== undefined) {
    const { scale } = await wallet.currencyOf(member.merchant_id);
    const parsed = parseAmount(command.amount.trim().replace(/^[+-]/, ''), scale);
    if (parsed.ok)
      refuseAboveApproval(
        parsed.minor,
        (await merchantRulesOf(d.db, d.config).limits(member.merchant_id)).adjustApprovalAbove,
        scale,
        'this adjustment',
      );
  }
  const result = await actions.adjust(everyMerchant(d), command.memberId, command.amount, command.reason);
  console.log(`adjusted member ${command.memberId}: balance ${result.sumBalance} (${result.transferId})`);
  return 0;
};

const HANDLERS: { readonly [K in WalletCommandKind]: Handler<K> } = {
  'operator-create': createOperator,
  'operator-totp-reset': resetTotp,
  'ledger-reconcile': reconcileLedger,
  'wallet-pending': listPending,
  'wallet-decide': decide,
  'wallet-adjust': adjust,
};

/** Runs the command; returns the process exit code. */
export function runWalletCommand<K extends WalletCommandKind>(
  command: CommandOf<K> & { readonly kind: K },
  d: WalletCommandDeps,
): Promise<number> {
  const handler: Handler<K> = HANDLERS[command.kind];
  return handler(command, d);
}

/** Shown once: nothing can show the secret or the recovery codes again (`operator totp reset` replaces them). */
function printEnrolment(enrolment: Enrolment): void {
  console.log('Second factor (add to an authenticator app; shown only now):');
  console.log(`  ${enrolment.otpauthUri}`);
  console.log('Recovery codes (each signs in once instead of a code; keep them offline):');
  for (const code of enrolment.recoveryCodes) console.log(`  ${code}`);
}
