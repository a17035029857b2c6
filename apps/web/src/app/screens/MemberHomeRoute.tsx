import type { ReactElement } from 'react';
import MemberHomeScreen from '../../features/accounts/screens/MemberHomeScreen.tsx';
import { useShellStore } from '../shell/shellStore.ts';

/** The member centre wired to the shell's dialogs (sign-out confirmation, register prompt). */
export default function MemberHomeRoute(): ReactElement {
  const open = useShellStore((state) => state.open);
  return <MemberHomeScreen onLogout={() => open('logout')} onRegisterFirst={() => open('registerFirst')} />;
}
