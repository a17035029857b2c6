import { describe, expect, it } from 'vitest';
import { ruleHint } from './ruleHint.ts';

/** The server's seeded rules (apps/server/src/modules/accounts/rules.ts), as an operator gets them. */
const SEEDED = {
  username: { pattern: '^[A-Za-z0-9]+$', min: 6, max: 16 },
  password: { pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$', min: 6, max: 20 },
  paymentPassword: { pattern: '^[0-9]+$', min: 6, max: 6 },
  idNumber: { pattern: '^[A-Za-z0-9-]+$', min: 4, max: 32 },
  whatsapp: { pattern: '^[0-9+ ]+$', min: 5, max: 20 },
  nickname: { pattern: null, min: 1, max: 20 },
  payeeName: { pattern: "^[\\p{L}\\p{M} .'-]+$", min: 2, max: 64 },
  recommenderId: { pattern: '^[0-9]+$', min: 1, max: 12 },
};

describe('a registration rule read for its hint', () => {
  it('says the length and the characters of the seeded rules', () => {
    expect(ruleHint(SEEDED.username)).toEqual({
      length: { min: 6, max: 16, digits: false },
      allowed: { kinds: ['latinLetters', 'digits'], signs: [] },
      needs: [],
    });
    expect(ruleHint(SEEDED.password)).toEqual({
      length: { min: 6, max: 20, digits: false },
      allowed: { kinds: ['latinLetters', 'digits', 'symbols'], signs: [] },
      needs: ['letter', 'digit'],
    });
    expect(ruleHint(SEEDED.paymentPassword)).toEqual({
      length: { min: 6, max: 6, digits: true },
      allowed: null,
      needs: [],
    });
    expect(ruleHint(SEEDED.idNumber)?.allowed).toEqual({ kinds: ['latinLetters', 'digits'], signs: ['-'] });
    expect(ruleHint(SEEDED.whatsapp)?.allowed).toEqual({ kinds: ['digits', 'spaces'], signs: ['+'] });
    expect(ruleHint(SEEDED.payeeName)?.allowed).toEqual({
      kinds: ['letters', 'spaces'],
      signs: ["'", '-', '.'],
    });
    // A minimum of one is only "filled": the hint names the maximum alone.
    expect(ruleHint(SEEDED.nickname)).toEqual({
      length: { min: null, max: 20, digits: false },
      allowed: null,
      needs: [],
    });
    expect(ruleHint(SEEDED.recommenderId)?.length).toEqual({ min: null, max: 12, digits: true });
  });

  it('reads other common shapes: \\d, \\w, capitals and symbols required', () => {
    // Digits only: the length says "digits", from the pattern's own bounds when the rule has none.
    expect(ruleHint({ pattern: '^\\d{4,8}$', min: null, max: null })).toEqual({
      length: { min: 4, max: 8, digits: true },
      allowed: null,
      needs: [],
    });
    expect(ruleHint({ pattern: '^\\w+$', min: null, max: null })?.allowed).toEqual({
      kinds: ['latinLetters', 'digits'],
      signs: ['_'],
    });
    expect(
      ruleHint({ pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S+$', min: 8, max: null })
        ?.needs,
    ).toEqual([]);
    expect(ruleHint({ pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[A-Za-z0-9]+$', min: 8, max: null })).toEqual(
      {
        length: { min: 8, max: null, digits: false },
        allowed: { kinds: ['latinLetters', 'digits'], signs: [] },
        needs: ['uppercase', 'lowercase', 'digit'],
      },
    );
  });

  it('leaves unsaid what it cannot read, rather than guess', () => {
    // An alternation, a negated set and a pattern without anchors: only the length is said.
    for (const pattern of ['^(abc|def)$', '^[^@]+$', '[a-z]+', '^[a-f0-9]+$'])
      expect(ruleHint({ pattern, min: 4, max: 10 })).toEqual({
        length: { min: 4, max: 10, digits: false },
        allowed: null,
        needs: [],
      });
    expect(ruleHint({ pattern: null, min: null, max: null })).toBeNull();
    expect(ruleHint({ pattern: '^(', min: null, max: null })).toBeNull();
  });
});
