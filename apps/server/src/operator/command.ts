import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@openlobby/contract';

export class UsageError extends Error {}

export type Command =
  | { kind: 'maintenance'; on: boolean; merchant: string | null }
  | { kind: 'whitelabel'; flag: WhitelabelFlag; on: boolean; merchant: string | null }
  | { kind: 'games-import'; file: string; merchant: string | null };

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
    const flag = WHITELABEL_FLAGS.find((candidate) => candidate === first?.toUpperCase());
    if (flag === undefined) throw new UsageError(`unknown whitelabel flag ${first ?? ''}`);
    return { kind: 'whitelabel', flag, on: onOff(second), merchant };
  }
  if (name === 'games' && first === 'import' && args.length === 3 && second !== undefined)
    return { kind: 'games-import', file: second, merchant };
  throw new UsageError('unknown command');
}
