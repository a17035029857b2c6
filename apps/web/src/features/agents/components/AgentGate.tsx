import type { ReactElement, ReactNode } from 'react';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { EmptyState } from '../../../shared/ui/LoadState.tsx';
import { useAgentsT } from '../i18n/texts.ts';
import { isAgentType } from './agentTypes.ts';
import './agents.css';

/**
 * The agent centre's gate: a guest logs in first, a trial member gets free_reject and goes home, a
 * member who is not an agent reads why the screen is closed (the server refuses it too).
 */
export function AgentGate({ children }: { children: ReactNode }): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  const { t } = useAgentsT();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      {isAgentType(type) ? (
        <div className="agents">{children}</div>
      ) : (
        <div className="agents">
          <EmptyState title={t('refused')} icon="users" />
        </div>
      )}
    </GatedScreen>
  );
}
