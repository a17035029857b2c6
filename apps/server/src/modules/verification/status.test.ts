/** A member's overall status from their current documents: every case a member can be in. */
import { describe, expect, it } from 'vitest';
import { type DocumentFacts, overallStatus } from './status.ts';

let id = 0;
const doc = (kind: string, side: string, status: string): DocumentFacts => ({
  id: (id += 1),
  kind,
  side,
  status,
});
const approvedAddress = () => doc('PROOF_OF_ADDRESS', 'FRONT', 'APPROVED');

describe('overall verification status', () => {
  it('is not submitted with nothing sent', () => {
    expect(overallStatus([], true)).toBe('NOT_SUBMITTED');
  });

  it('needs both sides of an ID card, and a proof of address when the merchant asks for one', () => {
    const front = doc('ID_CARD', 'FRONT', 'APPROVED');
    expect(overallStatus([front, approvedAddress()], true)).toBe('NOT_SUBMITTED');
    const back = doc('ID_CARD', 'BACK', 'APPROVED');
    expect(overallStatus([front, back], true)).toBe('NOT_SUBMITTED');
    expect(overallStatus([front, back], false)).toBe('VERIFIED');
    expect(overallStatus([front, back, approvedAddress()], true)).toBe('VERIFIED');
  });

  it('takes a passport as one page', () => {
    expect(overallStatus([doc('PASSPORT', 'FRONT', 'APPROVED'), approvedAddress()], true)).toBe('VERIFIED');
  });

  it('puts a request for more before a rejection, and a rejection before pending', () => {
    const pending = doc('PASSPORT', 'FRONT', 'PENDING');
    expect(overallStatus([pending], true)).toBe('PENDING');
    expect(overallStatus([pending, doc('PROOF_OF_ADDRESS', 'FRONT', 'REJECTED')], true)).toBe('REJECTED');
    expect(
      overallStatus(
        [doc('PASSPORT', 'FRONT', 'REJECTED'), doc('PROOF_OF_ADDRESS', 'FRONT', 'MORE_NEEDED')],
        true,
      ),
    ).toBe('MORE_NEEDED');
  });

  it('judges the identity document sent last: a rejected ID card is left behind by a new passport', () => {
    const rejected = doc('ID_CARD', 'FRONT', 'REJECTED');
    const passport = doc('PASSPORT', 'FRONT', 'PENDING');
    expect(overallStatus([rejected, passport, approvedAddress()], true)).toBe('PENDING');
    const approved = { ...passport, status: 'APPROVED' };
    expect(overallStatus([rejected, approved, approvedAddress()], true)).toBe('VERIFIED');
  });
});
