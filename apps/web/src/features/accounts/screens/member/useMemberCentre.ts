import { useEffect } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useSessionViewer } from '../../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { accountsApi, type MemberInfoValue } from '../../api/accountsApi.ts';
import { applyMemberInfo } from '../../model/session.ts';
import { memberGate, type MemberGate } from './memberGate.ts';

export interface MemberCentre {
  gate: MemberGate;
  /** The member's profile, loaded only once the gate is open. */
  info: UseQueryResult<MemberInfoValue>;
  /** Reloads the profile after an edit, so the card and the store show the saved value. */
  refresh: () => void;
}

/**
 * Who may enter the member centre and their profile. A trial member (type 4) triggers
 * `onRegisterFirst` once; a loaded profile is copied into the common store, where the header reads it.
 */
export function useMemberCentre(onRegisterFirst: () => void): MemberCentre {
  const session = useCommonStore((state) => state.session);
  const memberType = useSessionViewer().type;
  const queryClient = useQueryClient();
  const gate = memberGate(session !== null, memberType);
  const info = useQuery({
    queryKey: ['memberInfo', session?.token ?? ''],
    queryFn: accountsApi.memberInfo,
    enabled: gate === 'open',
  });
  useEffect(() => {
    if (info.data) applyMemberInfo(info.data);
  }, [info.data]);
  useEffect(() => {
    if (gate === 'registerFirst') onRegisterFirst();
  }, [gate, onRegisterFirst]);
  const refresh = (): void => void queryClient.invalidateQueries({ queryKey: ['memberInfo'] });
  return { gate, info, refresh };
}
