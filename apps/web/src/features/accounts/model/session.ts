import { DEFAULT_MEMBER_TYPE, MEMBER_TYPES, type MemberType, StorageKey } from '@openlobby/contract/client';
import {
  clearSessionInfo,
  clearStoredMember,
  readSessionInfo,
  writeSessionInfo,
  writeStoredMember,
} from '../../../shared/session/sessionInfo.ts';
import { removeKey, writeText } from '../../../shared/storage/storage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { accountsApi, type LoginValue, type MemberInfoValue } from '../api/accountsApi.ts';
import { ApiError } from '../../../shared/api/ApiError.ts';

function memberType(value: number): MemberType {
  return (MEMBER_TYPES as readonly number[]).includes(value) ? (value as MemberType) : DEFAULT_MEMBER_TYPE;
}

/**
 * The password typed at a login that must be changed at once (spec 2.9: the change screen then
 * hides the old-password field). Held in memory only, never in storage; cleared after the change.
 */
let temporaryPassword: string | null = null;

export function setTemporaryPassword(password: string | null): void {
  temporaryPassword = password;
}

export function takeTemporaryPassword(): string | null {
  return temporaryPassword;
}

/** Stores the session of spec 3 after a login, a registration or a free-play login. */
export function applyLogin(value: LoginValue): void {
  const session = {
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: memberType(value.type),
    firstTimeLogin: value.firstTimeLogin,
  };
  writeSessionInfo(session);
  writeText('local', StorageKey.AUTO_LOGIN, '1');
  useCommonStore.getState().setSession(session);
}

/**
 * Member info into the common store (the balance is the wallet's query, shared/api/balance.ts), and
 * kept with the tab's session so the header shows it at once after a reload.
 */
export function applyMemberInfo(info: MemberInfoValue): void {
  const memberInfo = {
    customerId: info.customerId,
    nickname: info.nickname ?? '',
    account: info.account,
    type: memberType(info.type),
    clubLabelName: info.clubLabel?.labelName ?? null,
    currencySymbol: useCommonStore.getState().currency.symbol,
    exclusion: info.exclusion,
  };
  const token = readSessionInfo()?.token;
  if (token) writeStoredMember(token, memberInfo);
  useCommonStore.setState({ memberInfo });
}

/** Local cleanup of spec 4 (logout, or a session the server no longer knows). */
export function clearLocalSession(): void {
  writeText('local', StorageKey.AUTO_LOGIN, '0');
  clearSessionInfo();
  removeKey('local', StorageKey.MEMBER_INFO);
  clearStoredMember();
  temporaryPassword = null;
  useCommonStore.setState({ memberInfo: null });
  useCommonStore.getState().setSession(null);
}

function isSessionGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_ENDED')
  );
}

/** Spec 4 logout: the server call ends the session; local state is cleared whatever it answers. */
export async function signOut(): Promise<void> {
  try {
    if (readSessionInfo()) await accountsApi.logout();
  } catch {
    // The local session is cleared anyway: the player asked to leave.
  } finally {
    clearLocalSession();
  }
}

/**
 * Spec 4 home load: renew the session, then load member info; a dead session logs out locally. Any
 * other failure (a dropped request, a busy server) is thrown for the caller to try again: swallowed,
 * it left the header without the member's name and level until the next visit to home.
 */
export async function renewOnHomeLoad(): Promise<void> {
  if (!readSessionInfo()) return;
  try {
    await accountsApi.renewSession();
    applyMemberInfo(await accountsApi.memberInfo());
  } catch (error) {
    if (isSessionGone(error)) clearLocalSession();
    else throw error;
  }
}
