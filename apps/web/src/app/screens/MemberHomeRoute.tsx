import type { ReactElement } from 'react';
import ExclusionBanner from '../../features/protection/components/ExclusionBanner.tsx';
import MemberHomeScreen from '../../features/accounts/screens/MemberHomeScreen.tsx';
import { MessagesEntry } from '../../features/messaging/components/MessagesEntry.tsx';
import { AgentCentreEntries } from '../../features/agents/components/AgentCentreEntries.tsx';
import { useShellStore } from '../shell/shellStore.ts';

/**
 * The member centre wired to the shell's dialogs (sign-out confirmation, register prompt) and to
 * the message centre, whose entry carries the unread count.
 */
export default function MemberHomeRoute(): ReactElement {
  const open = useShellStore((state) => state.open);
  return (
    <>
      <ExclusionBanner />
      <MemberHomeScreen
        onLogout={() => open('logout')}
        onRegisterFirst={() => open('registerFirst')}
        messagesEntry={<MessagesEntry className="member__entry" />}
        agentEntries={<AgentCentreEntries />}
      />
    </>
  );
}
