/**
 * The console's administration API: who is signed in and what they may do, operators and their
 * roles (admins only), and the audit log with its CSV export.
 */
import { z } from 'zod';
import { OPS_PERMISSIONS, OPS_ROLES } from './roles.ts';

export const OPS_ADMIN_PATHS = {
  me: '/ops/session/me',
  operators: '/ops/operators',
  operatorRoles: '/ops/operators/:operatorId/roles',
  disableOperator: '/ops/operators/:operatorId/disable',
  audit: '/ops/audit',
  auditExport: '/ops/audit/export',
} as const;

/** At most this many audit rows in one CSV export; a larger one must be narrowed by its filters. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** An operator session ends after this many minutes without a request (the console signs out then too). */
export const OPS_SESSION_IDLE_MINUTES = 15;
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,64}$/;
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const role = z.enum(OPS_ROLES);
const roles = z
  .array(role)
  .min(1)
  .max(OPS_ROLES.length)
  .refine((list) => new Set(list).size === list.length, 'each role once');

export const opsMeValue = z.object({
  id: z.number().int(),
  username: z.string(),
  merchantCode: z.string(),
  roles: z.array(role),
  permissions: z.array(z.enum(OPS_PERMISSIONS)),
});

export const opsOperatorParams = z.object({
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const opsOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(role),
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export const opsOperatorsValue = z.object({ content: z.array(opsOperator) });

/**
 * A new operator of the admin's own merchant. With `totp` (the default) the answer carries the
 * authenticator link and recovery codes, shown this once.
 */
export const opsCreateOperatorRequest = z.object({
  username: z.string().regex(OPERATOR_NAME_PATTERN),
  password: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH)
    .max(128)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed'),
  roles,
  totp: z.boolean().default(true),
});
export const opsCreateOperatorValue = z.object({
  operator: opsOperator,
  enrolment: z.object({ otpauthUri: z.string(), recoveryCodes: z.array(z.string()) }).nullable(),
});

export const opsOperatorRolesRequest = z.object({ roles });
export const opsOperatorValue = z.object({ operator: opsOperator });

const isoTime = z.iso.datetime({ offset: true });
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');

/** Filters of the audit log; `from` is inclusive, `to` exclusive. */
export const opsAuditFilter = z.object({
  /** The acting operator's name. */
  operator: filterText(64).optional(),
  action: filterText(64).optional(),
  /** What was acted on, e.g. `withdrawal:<id>`, `member:<id>`, `operator:<id>`. */
  target: filterText(128).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
export type OpsAuditFilter = z.output<typeof opsAuditFilter>;
export const opsAuditRequest = opsAuditFilter.extend({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(50),
});

export const opsAuditEntry = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  /** `operator:<name>`, `cli`, or the system part that acted. */
  actor: z.string(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The client address the action came from; null for the command line and older entries. */
  address: z.string().nullable(),
  detail: z.unknown(),
});
export type OpsAuditEntry = z.output<typeof opsAuditEntry>;
export const opsAuditValue = z.object({ content: z.array(opsAuditEntry), total: z.number().int() });
