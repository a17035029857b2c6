import { MemberType } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import type { SessionViewer } from '../../shared/session/viewer.ts';
import { bottomMenuEntries, resolveMenuEntry } from './bottomMenuRules.ts';

const guest: SessionViewer = { loggedIn: false, type: null };
const agent: SessionViewer = { loggedIn: true, type: MemberType.AGENT };
const real: SessionViewer = { loggedIn: true, type: MemberType.REAL };
const trial: SessionViewer = { loggedIn: true, type: MemberType.TRIAL };

const keys = (viewer: SessionViewer, referral: boolean): string[] =>
  bottomMenuEntries(viewer, referral).map((e) => e.key);

describe('bottom menu of spec 2.3', () => {
  it('shows Notice for member types 1 and 2, else Invite only with REFERRAL', () => {
    expect(keys(agent, false)).toEqual(['home', 'notice', 'deposit', 'promotion', 'member']);
    expect(keys({ loggedIn: true, type: MemberType.AGENT_SENIOR }, true)).toContain('notice');
    expect(keys(real, true)).toEqual(['home', 'invite', 'deposit', 'promotion', 'member']);
    expect(keys(real, false)).toEqual(['home', 'deposit', 'promotion', 'member']);
  });

  it('puts Login in the centre for guests and Deposit for members', () => {
    expect(keys(guest, true)).toEqual(['home', 'invite', 'logIn', 'promotion', 'member']);
  });

  it('sends guests to login for entries that need one', () => {
    const [, invite, , promotion, member] = bottomMenuEntries(guest, true);
    expect(resolveMenuEntry(invite!, guest)).toEqual({ kind: 'navigate', path: '/m/login' });
    expect(resolveMenuEntry(member!, guest)).toEqual({ kind: 'navigate', path: '/m/login' });
    expect(resolveMenuEntry(promotion!, guest)).toEqual({ kind: 'navigate', path: '/m/activity' });
  });

  it('refuses deposit to trial members and asks them to register for the member centre', () => {
    const entries = bottomMenuEntries(trial, false);
    const deposit = entries.find((entry) => entry.key === 'deposit')!;
    const member = entries.find((entry) => entry.key === 'member')!;
    expect(resolveMenuEntry(deposit, trial)).toEqual({ kind: 'freeReject' });
    expect(resolveMenuEntry(member, trial)).toEqual({ kind: 'registerFirst' });
    expect(resolveMenuEntry(deposit, real)).toEqual({ kind: 'navigate', path: '/m/voucherCenter' });
  });
});
