import { contractCall as call } from '../../../shared/api/client.ts';
import { type ContractKind, pendingContractKinds } from '../model/contractCheck.ts';

/** Spec 7.1: the contract check reads the consolidated funds call's request fields (data.value). */
export async function pendingContracts(): Promise<ContractKind[]> {
  return pendingContractKinds(await call('fundsConsolidated'));
}
