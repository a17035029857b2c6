import { OPS_ROLES, type OpsRole } from '@openlobby/contract';

/** Roles in the contract's order, whatever order they were ticked in. */
export const inRoleOrder = (roles: readonly string[]): OpsRole[] =>
  OPS_ROLES.filter((role) => roles.includes(role));
