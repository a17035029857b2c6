import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useAgentsT } from '../i18n/texts.ts';
import { AGENT_PATHS, AGENT_SCREENS, type AgentScreen } from './agentTypes.ts';

/** Links to the agent screens, `leaving out` the one they are shown on, in the given list's look. */
export function AgentScreenLinks({
  leavingOut,
  listClass,
  entryClass,
}: {
  leavingOut?: AgentScreen;
  listClass: string;
  entryClass: string;
}): ReactElement {
  const { t } = useAgentsT();
  return (
    <ul className={listClass}>
      {AGENT_SCREENS.filter((entry) => entry.key !== leavingOut).map((entry) => (
        <li key={entry.key}>
          <Link className={entryClass} to={AGENT_PATHS[entry.key]}>
            <Icon name={entry.icon} />
            {t(`entries.${entry.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
