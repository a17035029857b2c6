import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@openlobby/contract';
import { type InboxSendCommand, parseInboxSend } from './messaging-commands.ts';
import { type RewardIssueCommand, parseRewardIssue } from './rewards-commands.ts';
import { UsageError } from './usage-error.ts';

export type WalletDecision =
  'approve-deposit' | 'reject-deposit' | 'approve-withdrawal' | 'reject-withdrawal';
const DECISIONS: readonly WalletDecision[] = [
  'approve-deposit',
  'reject-deposit',
  'approve-withdrawal',
  'reject-withdrawal',
];

export type Command =
  | { kind: 'maintenance'; on: boolean; merchant: string | null }
  | { kind: 'whitelabel'; flags: readonly WhitelabelFlag[]; on: boolean; merchant: string | null }
  | { kind: 'operator-create'; username: string; merchant: string | null; totp: boolean }
  | { kind: 'operator-totp-reset'; username: string }
  | { kind: 'ledger-reconcile' }
  | { kind: 'wallet-pending'; merchant: string | null }
  | { kind: 'wallet-decide'; decision: WalletDecision; id: string; remark: string | null }
  | { kind: 'wallet-adjust'; memberId: number; amount: string; reason: string }
  | { kind: 'games-import'; file: string; merchant: string | null }
  | InboxSendCommand
  | RewardIssueCommand;

export function parseCommand(argv: readonly string[]): Command {
  const args = [...argv];
  let merchant: string | null = null;
  const merchantAt = args.indexOf('--merchant');
  if (merchantAt !== -1) {
    merchant = args[merchantAt + 1]?.toUpperCase() ?? null;
    if (merchant === null) throw new UsageError('--merchant needs a code');
    args.splice(merchantAt, 2);
  }
  const onOff = (value: string | undefined): boolean => {
    if (value === 'on') return true;
    if (value === 'off') return false;
    throw new UsageError(`expected on or off, got ${value ?? 'nothing'}`);
  };
  const [name, first, second] = args;
  if (name === 'maintenance' && args.length === 2) return { kind: 'maintenance', on: onOff(first), merchant };
  if (name === 'whitelabel' && args.length === 3) {
    // Several flags, comma separated, switch together (a new site's sign-up methods, say).
    const flags = (first ?? '').split(',').map((written) => {
      const flag = WHITELABEL_FLAGS.find((candidate) => candidate === written.toUpperCase());
      if (flag === undefined) throw new UsageError(`unknown whitelabel flag ${written}`);
      return flag;
    });
    return { kind: 'whitelabel', flags, on: onOff(second), merchant };
  }
  if (name === 'operator' && first === 'create' && second !== undefined) {
    const rest = args.slice(3);
    if (rest.some((arg) => arg !== '--no-totp')) throw new UsageError(`unexpected ${rest.join(' ')}`);
    return { kind: 'operator-create', username: second, merchant, totp: rest.length === 0 };
  }
  if (
    name === 'operator' &&
    first === 'totp' &&
    second === 'reset' &&
    args.length === 4 &&
    args[3] !== undefined
  )
    return { kind: 'operator-totp-reset', username: args[3] };
  if (name === 'ledger' && first === 'reconcile' && args.length === 2) return { kind: 'ledger-reconcile' };
  if (name === 'wallet' && first === 'pending' && args.length === 2)
    return { kind: 'wallet-pending', merchant };
  const decision = DECISIONS.find((candidate) => candidate === first);
  if (name === 'wallet' && decision !== undefined && second !== undefined) {
    const remark = args.slice(3).join(' ').trim();
    if (decision.startsWith('reject') && remark === '') throw new UsageError('a rejection needs a remark');
    return { kind: 'wallet-decide', decision, id: second, remark: remark === '' ? null : remark };
  }
  if (name === 'wallet' && first === 'adjust' && args.length >= 5) {
    const memberId = Number(second);
    if (!Number.isSafeInteger(memberId) || memberId < 1) throw new UsageError('adjust needs a member id');
    return { kind: 'wallet-adjust', memberId, amount: args[3] ?? '', reason: args.slice(4).join(' ') };
  }
  if (name === 'games' && first === 'import' && args.length === 3 && second !== undefined)
    return { kind: 'games-import', file: second, merchant };
  if (name === 'inbox' && first === 'send') return parseInboxSend(args.slice(2), merchant);
  if (name === 'rewards' && first === 'issue') return parseRewardIssue(args.slice(2));
  throw new UsageError('unknown command');
}
