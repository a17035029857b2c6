/**
 * Time-out and self-exclusion's API: GET /wps/member/protection/exclusion reads the
 * exclusion in force; POST takes one. Rules and constants: protection-exclusion-paths.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  EXCLUSION_KINDS,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  exclusionPaths,
} from './protection-exclusion-paths.ts';

export const exclusionInForce = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  /** When the first exclusion of the run began. */
  from: z.string(),
  /** When it ends (ISO); null: indefinite. */
  until: z.string().nullable(),
});
export type ExclusionInForce = z.infer<typeof exclusionInForce>;

export const myExclusionRequest = z.object({});
export const myExclusionValue = z.object({ exclusion: exclusionInForce.nullable() });
export type MyExclusionValue = z.infer<typeof myExclusionValue>;

export const takeExclusionRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIME_OUT'), duration: z.enum(TIME_OUT_DURATIONS) }),
  z.object({
    kind: z.literal('SELF_EXCLUSION'),
    duration: z.enum(SELF_EXCLUSION_DURATIONS),
    /** The member's login password, to confirm a self-exclusion. */
    password: z.string().min(1).max(128),
  }),
]);
export type TakeExclusionRequest = z.infer<typeof takeExclusionRequest>;

export const exclusionEndpoints = {
  myExclusion: defineEndpoint(exclusionPaths.myExclusion, myExclusionRequest, myExclusionValue),
  takeExclusion: defineEndpoint(exclusionPaths.takeExclusion, takeExclusionRequest, myExclusionValue),
};
