import type { ReactElement } from 'react';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useAgentsT } from '../i18n/texts.ts';
import { AgentScreenLinks } from './AgentScreenLinks.tsx';
import { isAgentType } from './agentTypes.ts';
import './agents.css';

/** The member centre's "Agent centre" group: shown to agents (types 1, 2, 41, 42) only. */
export function AgentCentreEntries(): ReactElement | null {
  const { type } = useSessionViewer();
  const { t } = useAgentsT();
  if (!isAgentType(type)) return null;
  return (
    <nav className="card agent-entries" aria-labelledby="agent-entries-heading">
      <h2 id="agent-entries-heading" className="agent-entries__heading">
        {t('entries.heading')}
      </h2>
      <AgentScreenLinks listClass="member__grid" entryClass="member__entry" />
    </nav>
  );
}
