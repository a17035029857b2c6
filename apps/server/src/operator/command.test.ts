import { describe, expect, it } from 'vitest';
import { UsageError, parseCommand } from './command.ts';

describe('operator command line', () => {
  it('parses maintenance and whitelabel commands', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true, merchant: null });
    expect(parseCommand(['whitelabel', 'comm3', 'off', '--merchant', 'acme'])).toEqual({
      kind: 'whitelabel',
      flag: 'COMM3',
      on: false,
      merchant: 'ACME',
    });
  });

  it('refuses anything else with a usage error', () => {
    for (const argv of [
      [],
      ['maintenance'],
      ['maintenance', 'maybe'],
      ['whitelabel', 'NOPE', 'on'],
      ['whitelabel', 'COMM3'],
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
