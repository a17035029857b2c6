import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { SessionState, SessionStore } from '../session/session.ts';

export interface ConsoleServices {
  readonly api: ApiClient;
  readonly session: SessionStore;
}

export const ConsoleContext = createContext<ConsoleServices | null>(null);

export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (services === null) throw new Error('useConsole outside ConsoleContext');
  return services;
}

export function useSession(): SessionState {
  const { session } = useConsole();
  return useSyncExternalStore(session.subscribe, session.getState);
}
