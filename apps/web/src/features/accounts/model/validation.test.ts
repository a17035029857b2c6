import { describe, expect, it } from 'vitest';
import { checkConfirm, checkNewDiffers, checkRule, isValidEmail } from './validation.ts';
import type { RegisterField } from '../api/accountsApi.ts';

const rule = (name: RegisterField['name'], extra: object = {}) => ({
  name,
  enabled: true,
  required: true,
  pattern: null,
  min: null,
  max: null,
  ...extra,
});

describe('registration validation (spec 5)', () => {
  it('a non-required empty field passes; a required one does not', () => {
    expect(checkRule(rule('qqNum', { required: false }), '')).toBeNull();
    expect(checkRule(rule('qqNum'), ' ')).toEqual({ key: 'required' });
  });
  it('applies length bounds and the server pattern with the field wording', () => {
    expect(checkRule(rule('username', { min: 6 }), 'abc')).toEqual({ key: 'tooShort', params: { min: 6 } });
    expect(checkRule(rule('username', { max: 4 }), 'abcdef')).toEqual({ key: 'tooLong', params: { max: 4 } });
    expect(checkRule(rule('username', { pattern: '^[a-z0-9]+$' }), 'AB!')).toEqual({ key: 'usernameFormat' });
    expect(checkRule(rule('password', { pattern: '^\\S+$' }), 'a b')).toEqual({ key: 'passwordFormat' });
    expect(checkRule(rule('username', { pattern: '^[a-z0-9]+$' }), 'abc123')).toBeNull();
  });
  it('reads patterns in unicode mode like the server', () => {
    expect(checkRule(rule('payeeName', { pattern: "^[\\p{L}\\p{M} .'-]+$" }), 'Ali Khan')).toBeNull();
    expect(checkRule(rule('payeeName', { pattern: "^[\\p{L}\\p{M} .'-]+$" }), 'علی خان')).toBeNull();
    expect(checkRule(rule('payeeName', { pattern: "^[\\p{L}\\p{M} .'-]+$" }), 'Ali 123')).toEqual({
      key: 'nameFormat',
    });
  });
  it('email must match and be shorter than 255', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('nope')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
    expect(checkRule(rule('email'), 'nope')).toEqual({ key: 'emailFormat' });
  });
  it('confirm password rules', () => {
    expect(checkConfirm('abc', '', 'register')).toEqual({ key: 'confirmRequiredRegister' });
    expect(checkConfirm('abc', '', 'change')).toEqual({ key: 'confirmRequiredChange' });
    expect(checkConfirm('abc', 'abd', 'register')).toEqual({ key: 'confirmMismatch' });
    expect(checkConfirm('abc', 'abc', 'register')).toBeNull();
  });
  it('new password differs from old', () => {
    expect(checkNewDiffers('same1', 'same1')).toEqual({ key: 'sameAsOld' });
    expect(checkNewDiffers('old1', 'new1')).toBeNull();
  });
});
