import { StorageKey } from '@openlobby/contract/client';
import { afterEach, describe, expect, it } from 'vitest';
import { initialCommonState, type MemberInfo } from '../store/commonStore.ts';
import { clearStoredMember, readStoredMember, writeSessionInfo, writeStoredMember } from './sessionInfo.ts';

const MEMBER: MemberInfo = {
  customerId: 7,
  nickname: 'Demo Player',
  account: 'demo',
  type: 1,
  clubLabelName: '1',
  currencySymbol: '￥',
  exclusion: null,
};

afterEach(() => sessionStorage.clear());

describe("the member's details kept with the tab's session", () => {
  it('are in the store at once on a reload of the same session, so the header needs no request', () => {
    writeSessionInfo({ token: 't1', merchantCode: 'm', userName: 'demo', type: 1, firstTimeLogin: false });
    writeStoredMember('t1', MEMBER);
    expect(initialCommonState().memberInfo).toEqual(MEMBER);
  });

  it("are never another session's: a new login's token finds none", () => {
    writeSessionInfo({ token: 't2', merchantCode: 'm', userName: 'other', type: 1, firstTimeLogin: false });
    writeStoredMember('t1', MEMBER);
    expect(initialCommonState().memberInfo).toBeNull();
    expect(readStoredMember('t2')).toBeNull();
  });

  it('are gone once cleared, and unreadable ones count as none', () => {
    writeStoredMember('t1', MEMBER);
    clearStoredMember();
    expect(readStoredMember('t1')).toBeNull();
    sessionStorage.setItem(StorageKey.MEMBER_INFO, '{"token":"t1","member":{"nickname":3}}');
    expect(readStoredMember('t1')).toBeNull();
    sessionStorage.setItem(StorageKey.MEMBER_INFO, 'not json');
    expect(readStoredMember('t1')).toBeNull();
  });
});
