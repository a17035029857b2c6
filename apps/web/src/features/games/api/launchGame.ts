import type { LaunchGameRequest, LaunchGameValue } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

/** Spec 4: every vendor but the lottery ones launches with category, vendor, gameId, nodeId, supportPlay. */
export function launchGame(request: LaunchGameRequest): Promise<LaunchGameValue> {
  return callApi('launchGame', request);
}
