import { DEFAULT_MEMBER_TYPE, MEMBER_TYPES, type MemberType, StorageKey } from '@openlobby/contract/client';
import { readJson, removeKey, writeJson } from '../storage/storage.ts';
import type { MemberInfo } from '../store/commonStore.ts';

/** Session info of spec section 3; its presence in session storage means "logged in". */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: MemberType;
  firstTimeLogin: boolean;
}

function isMemberType(value: unknown): value is MemberType {
  return typeof value === 'number' && (MEMBER_TYPES as readonly number[]).includes(value);
}

/** Reads the stored session, ignoring anything that does not have the expected shape. */
export function readSessionInfo(): SessionInfo | null {
  const raw = readJson('session', StorageKey.SESSION_INFO);
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.token !== 'string' || record.token === '') return null;
  return {
    token: record.token,
    merchantCode: typeof record.merchantCode === 'string' ? record.merchantCode : '',
    userName: typeof record.userName === 'string' ? record.userName : '',
    type: isMemberType(record.type) ? record.type : DEFAULT_MEMBER_TYPE,
    firstTimeLogin: record.firstTimeLogin === true,
  };
}

export function writeSessionInfo(info: SessionInfo): void {
  writeJson('session', StorageKey.SESSION_INFO, info);
}

export function clearSessionInfo(): void {
  removeKey('session', StorageKey.SESSION_INFO);
}

/**
 * The member's details as the header shows them (name, VIP level), kept beside the session for
 * this tab: a reload shows them at once instead of placeholders until the session is renewed and
 * the details asked again (seconds on a slow phone, longer in Urdu, whose texts load first). Tied
 * to the session's token, so another login never shows someone else's name.
 */
export function writeStoredMember(token: string, member: MemberInfo): void {
  writeJson('session', StorageKey.MEMBER_INFO, { token, member });
}

/**
 * The details kept for `token`, or null when there are none for it. Written only by
 * writeStoredMember in this tab, so a name is all that is checked.
 */
export function readStoredMember(token: string): MemberInfo | null {
  const raw = readJson('session', StorageKey.MEMBER_INFO) as { token?: unknown; member?: MemberInfo } | null;
  return raw?.token === token && typeof raw.member?.account === 'string' ? raw.member : null;
}

export function clearStoredMember(): void {
  removeKey('session', StorageKey.MEMBER_INFO);
}
