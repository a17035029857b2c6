import { StorageKey } from '@openlobby/contract/client';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';
import type { PopupVariant } from './popupSelection.ts';

const KEYS = { A: StorageKey.POPUP_SHOW_MEMBER, B: StorageKey.POPUP_SHOW_GUEST } as const;

/** Each variant's show flag lives in local storage; absent means shown (spec 4). */
export function readPopupShowFlag(variant: PopupVariant): boolean {
  return readJson('local', KEYS[variant]) !== false;
}

export function hidePopup(variant: PopupVariant): void {
  writeJson('local', KEYS[variant], false);
}
