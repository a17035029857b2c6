/**
 * English texts of the agent centre, namespace `agents`: loaded with its chunks, not with home.
 * Each area keeps its own file (teamEn.ts, ...); `ur.ts` must have exactly the same keys.
 */
import { teamEn } from './teamEn.ts';
import { linksEn } from './linksEn.ts';

export const agentsEn = {
  ...teamEn,
  ...linksEn,
};
