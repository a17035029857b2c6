/**
 * Identity verification in the back office: the queue of pending documents (oldest
 * first), one document's picture, an officer's decision on it (approve, reject with a reason,
 * request another document with a note; audited), a member's documents and status, and the
 * merchant's withdrawal rule. Reads need compliance.read, decisions and the rule compliance.manage.
 */
import { z } from 'zod';
import type { ErrorDefinition } from './lobby-errors.ts';
import {
  VERIFICATION_NOTE_MAX,
  VERIFICATION_STATUSES,
  VERIFICATION_WITHDRAW_MODES,
} from './verification-paths.ts';
import { identityDocument, verificationWithdrawRule } from './verification.ts';

/**
 * An identity document's number as printed: letters and digits, with the spaces, dashes, slashes
 * and dots some countries print between groups (ignored when numbers are compared).
 */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{2,38})[A-Za-z0-9]$/;

export const OPS_VERIFICATION_PATHS = {
  queue: '/ops/verification/queue',
  image: '/ops/verification/documents/:documentId/image',
  decision: '/ops/verification/documents/:documentId/decision',
  member: '/ops/verification/members/:memberId',
  settings: '/ops/verification/settings',
} as const;

export const VERIFICATION_DECISIONS = ['APPROVE', 'REJECT', 'REQUEST_MORE'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];
export const VERIFICATION_QUEUE_MAX = 100;

export const verificationDocumentParams = z.object({
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const verificationMemberParams = z.object({
  memberId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A document as officers see it: with the number read from it when it was approved. */
export const opsIdentityDocument = identityDocument.extend({
  /** Key form (upper case, letters and digits); null until an identity document is approved. */
  documentNumber: z.string().nullable(),
});
export type OpsIdentityDocument = z.infer<typeof opsIdentityDocument>;

export const queuedDocument = opsIdentityDocument.extend({
  memberId: z.number().int(),
  username: z.string(),
});
export type QueuedDocument = z.infer<typeof queuedDocument>;
export const verificationQueueValue = z.object({ list: z.array(queuedDocument) });
export type VerificationQueueValue = z.infer<typeof verificationQueueValue>;

export const verificationDecisionRequest = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS),
    /** The reason of a rejection or the note of a request for another document. */
    note: z.string().trim().max(VERIFICATION_NOTE_MAX).optional(),
    /**
     * The number printed on an identity document (not a proof of address), read by the officer:
     * needed to approve its front side, so the identity is verified by a person and a self-excluded
     * member's identity is recognised on another account.
     */
    documentNumber: z.string().trim().regex(DOCUMENT_NUMBER_PATTERN, 'letters and digits').optional(),
  })
  .refine((r) => r.decision === 'APPROVE' || (r.note !== undefined && r.note.length > 0), {
    message: 'a reason or note',
    path: ['note'],
  });
export type VerificationDecisionRequest = z.infer<typeof verificationDecisionRequest>;

export const memberVerificationValue = z.object({
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  documents: z.array(opsIdentityDocument),
});
export type MemberVerificationValue = z.infer<typeof memberVerificationValue>;

export const verificationDecisionValue = z.object({
  document: queuedDocument,
  member: memberVerificationValue,
  /**
   * When the approved number is a self-excluded member's: their self-exclusion now covers this
   * member too, until the same end (null: indefinite). Null when no self-excluded member holds it.
   */
  carriedExclusion: z
    .object({ fromMemberId: z.number().int(), fromUsername: z.string(), endsAt: z.string().nullable() })
    .nullable(),
});
export type VerificationDecisionValue = z.infer<typeof verificationDecisionValue>;

export const verificationSettings = z.object({
  mode: z.enum(VERIFICATION_WITHDRAW_MODES),
  threshold: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount'),
  requireProofOfAddress: z.boolean(),
});
export type VerificationSettings = z.infer<typeof verificationSettings>;
export const verificationSettingsValue = verificationWithdrawRule.extend({
  currency: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type VerificationSettingsValue = z.infer<typeof verificationSettingsValue>;

export const opsVerificationErrorCatalogue = {
  VERIFICATION_NUMBER_REQUIRED: {
    status: 400,
    EN: 'Enter the number printed on the document to approve it',
    UR: 'منظوری کے لیے دستاویز پر لکھا نمبر درج کریں',
  },
  VERIFICATION_ALREADY_DECIDED: {
    status: 409,
    EN: 'This document has already been decided',
    UR: 'اس دستاویز کا فیصلہ پہلے ہو چکا ہے',
  },
} as const satisfies Record<string, ErrorDefinition>;
