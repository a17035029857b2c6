import { DEPOSIT_ALLOWED_TYPES, MemberType, NOTICE_MENU_TYPES } from '@openlobby/contract/client';
import type { SessionViewer } from '../../shared/session/viewer.ts';
import type { IconName } from '../../shared/ui/Icon.tsx';
import { HOME_PATH, LOGIN_PATH } from '../routing/routeMeta.ts';

export interface MenuEntry {
  key: 'home' | 'notice' | 'invite' | 'deposit' | 'logIn' | 'promotion' | 'member';
  /** Key under `bottomMenu.*`. */
  label: string;
  icon: IconName;
  path: string;
  central?: boolean;
}

/** The five entries of spec 2.3 for this viewer (the second one may be absent). */
export function bottomMenuEntries(viewer: SessionViewer, referralOn: boolean): MenuEntry[] {
  const entries: MenuEntry[] = [{ key: 'home', label: 'home', icon: 'home', path: HOME_PATH }];
  if (viewer.type !== null && NOTICE_MENU_TYPES.includes(viewer.type)) {
    entries.push({ key: 'notice', label: 'notice', icon: 'bell', path: '/m/notice' });
  } else if (referralOn) {
    entries.push({ key: 'invite', label: 'invite', icon: 'users', path: '/m/inviteFriends' });
  }
  entries.push(
    viewer.loggedIn
      ? { key: 'deposit', label: 'deposit', icon: 'wallet', path: '/m/voucherCenter', central: true }
      : { key: 'logIn', label: 'logIn', icon: 'login', path: LOGIN_PATH, central: true },
    { key: 'promotion', label: 'promotion', icon: 'gift', path: '/m/activity' },
    { key: 'member', label: 'member', icon: 'user', path: '/m/member/home' },
  );
  return entries;
}

export type MenuOutcome =
  { kind: 'navigate'; path: string } | { kind: 'freeReject' } | { kind: 'registerFirst' };

const NEEDS_LOGIN: ReadonlySet<MenuEntry['key']> = new Set(['notice', 'invite', 'deposit', 'member']);

/**
 * What tapping an entry does (spec 2.3 and section 4): guests go to login where a login is needed,
 * non-depositing types get the free_reject toast, trial members are asked to register first.
 */
export function resolveMenuEntry(entry: MenuEntry, viewer: SessionViewer): MenuOutcome {
  if (NEEDS_LOGIN.has(entry.key) && !viewer.loggedIn) return { kind: 'navigate', path: LOGIN_PATH };
  const type = viewer.type ?? MemberType.TRIAL;
  if (entry.key === 'deposit' && !DEPOSIT_ALLOWED_TYPES.includes(type)) return { kind: 'freeReject' };
  if (entry.key === 'member' && type === MemberType.TRIAL) return { kind: 'registerFirst' };
  return { kind: 'navigate', path: entry.path };
}
