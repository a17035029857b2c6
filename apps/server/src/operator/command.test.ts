import { describe, expect, it } from 'vitest';
import { parseCommand } from './command.ts';
import { UsageError } from './usage-error.ts';

describe('operator command line', () => {
  it('parses maintenance and whitelabel commands', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true, merchant: null });
    expect(parseCommand(['whitelabel', 'comm3', 'off', '--merchant', 'acme'])).toEqual({
      kind: 'whitelabel',
      flags: ['COMM3'],
      on: false,
      merchant: 'ACME',
    });
    expect(parseCommand(['whitelabel', 'regusername3,REGMOBILE3', 'on'])).toEqual({
      kind: 'whitelabel',
      flags: ['REGUSERNAME3', 'REGMOBILE3'],
      on: true,
      merchant: null,
    });
  });

  it('parses the wallet commands', () => {
    expect(parseCommand(['operator', 'create', 'alice'])).toEqual({
      kind: 'operator-create',
      username: 'alice',
      merchant: null,
      totp: true,
    });
    expect(parseCommand(['operator', 'create', 'alice', '--no-totp', '--merchant', 'b2'])).toEqual({
      kind: 'operator-create',
      username: 'alice',
      merchant: 'B2',
      totp: false,
    });
    expect(parseCommand(['operator', 'totp', 'reset', 'alice'])).toEqual({
      kind: 'operator-totp-reset',
      username: 'alice',
    });
    expect(() => parseCommand(['operator', 'create', 'alice', '--no-2fa'])).toThrow(UsageError);
    expect(parseCommand(['ledger', 'reconcile'])).toEqual({ kind: 'ledger-reconcile' });
    expect(parseCommand(['wallet', 'approve-withdrawal', 'W1'])).toEqual({
      kind: 'wallet-decide',
      decision: 'approve-withdrawal',
      id: 'W1',
      remark: null,
    });
    expect(parseCommand(['wallet', 'reject-deposit', 'D1', 'no', 'money', 'arrived'])).toMatchObject({
      decision: 'reject-deposit',
      remark: 'no money arrived',
    });
    expect(parseCommand(['wallet', 'adjust', '7', '-12.50', 'duplicate', 'bonus'])).toEqual({
      kind: 'wallet-adjust',
      memberId: 7,
      amount: '-12.50',
      reason: 'duplicate bonus',
    });
    expect(() => parseCommand(['wallet', 'reject-withdrawal', 'W1'])).toThrow(UsageError);
    expect(() => parseCommand(['wallet', 'adjust', 'x', '1', 'why'])).toThrow(UsageError);
  });

  it('refuses anything else with a usage error', () => {
    for (const argv of [
      [],
      ['maintenance'],
      ['maintenance', 'maybe'],
      ['whitelabel', 'NOPE', 'on'],
      ['whitelabel', 'COMM3'],
      ['whitelabel', 'COMM3,NOPE', 'on'],
      ['reboot'],
      ['maintenance', 'on', '--merchant'],
    ]) {
      expect(() => parseCommand(argv)).toThrow(UsageError);
    }
  });

  it('parses games import with its file', () => {
    expect(parseCommand(['games', 'import', 'vendor.json'])).toEqual({
      kind: 'games-import',
      file: 'vendor.json',
      merchant: null,
    });
    expect(() => parseCommand(['games', 'import'])).toThrow(UsageError);
    expect(() => parseCommand(['games', 'export', 'x.json'])).toThrow(UsageError);
  });
});
