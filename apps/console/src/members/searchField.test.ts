import { describe, expect, it } from 'vitest';
import { fieldOf, guessField } from './searchField.ts';

describe('the one search box', () => {
  it('reads which field the text looks like', () => {
    expect(guessField('ali@example.com')).toBe('email');
    expect(guessField('@example')).toBe('email');
    expect(guessField('192.168.1.20')).toBe('ip');
    expect(guessField('10.0.')).toBe('ip');
    expect(guessField('2001:db8::1')).toBe('ip');
    expect(guessField('+92 300 1234567')).toBe('mobile');
    expect(guessField('923001234567')).toBe('mobile');
    expect(guessField('4521')).toBe('id');
    expect(guessField('  4521 ')).toBe('id');
    expect(guessField('player42')).toBe('username');
    expect(guessField('OLAGENT1')).toBe('username');
  });

  it('searches the field the operator chose, whatever the text looks like', () => {
    expect(fieldOf('invitationCode', 'OLAGENT1')).toBe('invitationCode');
    expect(fieldOf('username', '4521')).toBe('username');
    expect(fieldOf('auto', '4521')).toBe('id');
  });
});
