/**
 * Internal (house) accounts an operator makes in the console: a member, agent or senior agent the
 * platform runs itself for QA, demos and house affiliate links, counted apart from real players in
 * reports and never offered agent contracts. The username and password are the registration form's
 * own fields (the server checks them against the merchant's registration rules, as it does a
 * player's); an upline, when named, must be an internal agent of the same merchant, so an internal
 * team never mixes with a real one. The account starts with no money.
 */
import { z } from 'zod';
import { registerRequest } from '../accounts/schemas.ts';
import { MemberType } from '../enums.ts';

export const INTERNAL_MEMBER_TYPES = [
  MemberType.INTERNAL,
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
] as const;
export type InternalMemberType = (typeof INTERNAL_MEMBER_TYPES)[number];

/** The member types an internal account may be placed under. */
export const INTERNAL_UPLINE_TYPES: readonly number[] = [
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
];

export const opsCreateInternalAccountRequest = z.object({
  username: registerRequest.shape.username.unwrap().min(1),
  password: registerRequest.shape.password.unwrap().min(1),
  type: z.literal(INTERNAL_MEMBER_TYPES),
  /** The id of an internal agent (41 or 42) of the same merchant; left out: at the top of the tree. */
  uplineId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type OpsCreateInternalAccountRequest = z.output<typeof opsCreateInternalAccountRequest>;

export const opsInternalAccountValue = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
});
export type OpsInternalAccountValue = z.output<typeof opsInternalAccountValue>;
