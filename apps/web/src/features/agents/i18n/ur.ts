/** Urdu texts of the agent centre, namespace `agents`: the same keys as en.ts. */
import type { agentsEn } from './en.ts';
import { teamUr } from './teamUr.ts';
import { linksUr } from './linksUr.ts';

export const agentsUr: typeof agentsEn = {
  ...teamUr,
  ...linksUr,
};
