import type { RegisterFieldRule } from '@openlobby/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_RULES, checkField } from './rules.ts';

const rule = (name: RegisterFieldRule['name']): RegisterFieldRule => {
  const found = DEFAULT_REGISTER_RULES.find((r) => r.name === name);
  if (found === undefined) throw new Error(name);
  return found;
};

describe('registration rules', () => {
  it('accepts every username of 6 to 16 letters and digits, and nothing else', () => {
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(
        fc.string({ unit: alnum, minLength: 6, maxLength: 16 }),
        (name) => checkField(rule('username'), name) === null,
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: alnum, minLength: 17, maxLength: 40 }),
        (name) => checkField(rule('username'), name)?.code === 'ACCOUNT_FORMAT',
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 16 }).filter((s) => /[^A-Za-z0-9]/.test(s)),
        (name) => checkField(rule('username'), name)?.code === 'ACCOUNT_FORMAT',
      ),
    );
  });

  it('wants letters and digits in a password', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3,10}[0-9]{3,10}$/),
        (password) => checkField(rule('password'), password) === null,
      ),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{6,20}$/),
        (password) => checkField(rule('password'), password)?.code === 'PASSWORD_FORMAT',
      ),
    );
  });

  it('lets an empty optional field pass and stops an empty required one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEFAULT_REGISTER_RULES), fc.constantFrom(undefined, ''), (r, empty) => {
        const failure = checkField(r, empty);
        return r.enabled && r.required ? failure?.code === 'FIELD_REQUIRED' : failure === null;
      }),
    );
  });

  it('never throws on an operator-made broken pattern', () => {
    const broken: RegisterFieldRule = { ...rule('nickname'), pattern: '([' };
    expect(checkField(broken, 'anything')?.code).toBe('NAME_FORMAT');
  });

  it('keeps e-mail under 255 characters', () => {
    expect(checkField(rule('email'), `${'a'.repeat(250)}@x.com`)?.code).toBe('EMAIL_FORMAT');
    expect(checkField(rule('email'), 'me@example.com')).toBeNull();
  });
});
