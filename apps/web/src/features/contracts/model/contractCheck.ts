/**
 * Spec 4's contract check: who is asked, and about what. It runs only for a logged-in member whose
 * info is loaded, while the AGENTPOLICY3 whitelabel flag is on, and never for trial or internal
 * accounts (CONTRACT_PROMPT_EXCLUDED_TYPES); each pending request (daily salary, dividend, hourly
 * salary, in that order) gets its own prompt, which opens the matching contract screen.
 */
import {
  CONTRACT_PROMPT_EXCLUDED_TYPES,
  type FundsConsolidatedValue,
  type MemberType,
  WhitelabelFlag,
} from '@openlobby/contract/client';

export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';

/** The contract screens of spec 2.1, by the kind of request they answer. */
export const CONTRACT_SCREENS: Readonly<Record<ContractKind, string>> = {
  DAILY_SALARY: '/m/member/agent/getSalaryContract',
  DIVIDEND: '/m/member/agent/getDevidendContract',
  HOURLY_SALARY: '/m/member/agent/getHourContract',
};

export function shouldCheckContracts(viewer: {
  loggedIn: boolean;
  memberType: MemberType | null;
  whitelabel: Partial<Record<string, boolean>>;
}): boolean {
  return (
    viewer.loggedIn &&
    viewer.memberType !== null &&
    viewer.whitelabel[WhitelabelFlag.AGENTPOLICY3] === true &&
    !CONTRACT_PROMPT_EXCLUDED_TYPES.includes(viewer.memberType)
  );
}

/** The kinds with a pending request, in the order the prompts show: a non-empty field is one. */
export function pendingContractKinds(
  value: Pick<FundsConsolidatedValue, 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq'>,
): ContractKind[] {
  const fields: [ContractKind, string | null][] = [
    ['DAILY_SALARY', value.dailysalreqtype],
    ['DIVIDEND', value.divtypecompperiodreq],
    ['HOURLY_SALARY', value.contracthoursalreq],
  ];
  return fields.filter(([, field]) => field !== null && field.trim() !== '').map(([kind]) => kind);
}
