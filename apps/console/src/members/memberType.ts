import { MemberType } from '@openlobby/contract';

const TYPE_NAMES: Readonly<Record<number, 'real' | 'agent' | 'seniorAgent' | 'trial' | 'internal'>> = {
  [MemberType.REAL]: 'real',
  [MemberType.AGENT]: 'agent',
  [MemberType.AGENT_SENIOR]: 'seniorAgent',
  [MemberType.TRIAL]: 'trial',
  [MemberType.INTERNAL]: 'internal',
  [MemberType.INTERNAL_AGENT]: 'internal',
  [MemberType.INTERNAL_AGENT_SENIOR]: 'internal',
};

/** The key under `member.type.*` of a member type; undefined for a type the console does not name. */
export function memberTypeName(type: number) {
  return TYPE_NAMES[type];
}
