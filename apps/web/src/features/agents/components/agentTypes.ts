import { MemberType } from '@openlobby/contract/client';
import type { IconName } from '../../../shared/ui/Icon.tsx';

/** Member types that are agents (platform reference, "Agent centre"). */
const AGENT_TYPES: ReadonlySet<MemberType> = new Set([
  MemberType.AGENT,
  MemberType.AGENT_SENIOR,
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
]);

export function isAgentType(type: MemberType | null): boolean {
  return type !== null && AGENT_TYPES.has(type);
}

/** The agent centre's own paths (ours: the spec's route table has none). */
export const AGENT_PATHS = {
  overview: '/m/member/agent',
  downlines: '/m/member/agent/downlines',
  team: '/m/member/agent/team',
  links: '/m/member/agent/links',
  transfer: '/m/member/agent/transfer',
  income: '/m/member/agent/income',
  // The contract screens of spec 2.1 (features/contracts): where an agent offers and answers contracts.
  salaryContract: '/m/member/agent/getSalaryContract',
  hourContract: '/m/member/agent/getHourContract',
  dividendContract: '/m/member/agent/getDevidendContract',
} as const;

export type AgentScreen = keyof typeof AGENT_PATHS;

/** Every agent screen with its icon, in the order the member centre and the overview list them. */
export const AGENT_SCREENS: readonly { key: AgentScreen; icon: IconName }[] = [
  { key: 'overview', icon: 'chart' },
  { key: 'downlines', icon: 'users' },
  { key: 'team', icon: 'receipt' },
  { key: 'links', icon: 'copy' },
  { key: 'transfer', icon: 'arrowOut' },
  { key: 'income', icon: 'coins' },
  { key: 'salaryContract', icon: 'clock' },
  { key: 'hourContract', icon: 'clock' },
  { key: 'dividendContract', icon: 'trophy' },
];
