import { WhitelabelFlag } from '@openlobby/contract/client';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { showFreeReject } from '../../shared/session/cashierGate.ts';
import { useSessionViewer } from '../../shared/session/viewer.ts';
import { type MenuEntry, resolveMenuEntry } from './bottomMenuRules.ts';
import { useShellStore } from './shellStore.ts';

/** Carries out a menu entry's outcome: navigate, the free_reject toast, or the register prompt. */
export function useMenuAction(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  const viewer = useSessionViewer();
  const language = useLanguage();
  const openOverlay = useShellStore((state) => state.open);
  return (entry) => {
    const outcome = resolveMenuEntry(entry, viewer);
    if (outcome.kind === 'navigate') void navigate(outcome.path);
    else if (outcome.kind === 'freeReject') showFreeReject(language);
    else openOverlay('registerFirst');
  };
}

export function useReferralOn(): boolean {
  return useCommonStore((state) => state.whitelabel[WhitelabelFlag.REFERRAL] === true);
}
