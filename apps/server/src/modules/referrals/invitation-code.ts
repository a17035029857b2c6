/**
 * Every member who can invite (anyone but a trial account) has an invitation code of their own: it
 * is what the invite link and QR code carry and what a friend types at registration. Eight letters
 * and digits without the look-alikes 0/O and 1/I/L, so it reads well aloud and on a small screen.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

export function newInvitationCode(): string {
  return Array.from({ length: INVITATION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** True when a failed insert failed on the invitation code's unique index (a new code may be drawn). */
export function isInvitationCodeClash(error: unknown): boolean {
  const text = String(error).toLowerCase();
  return text.includes('own_affiliate_code') || text.includes('member_affiliate_uq');
}
