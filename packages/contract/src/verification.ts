/**
 * Identity verification's lobby API: GET /wps/member/verification reads the member's
 * documents and overall status; POST /wps/member/verification/documents sends one side of one
 * document as a base64 picture; GET /wps/member/verification/document?documentId= answers one of
 * the member's own pictures. Rules and constants: verification-paths.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  DOCUMENT_SIDES,
  DOCUMENT_STATUSES,
  IDENTITY_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
  VERIFICATION_UPLOAD_BODY_MAX_BYTES,
  VERIFICATION_WITHDRAW_MODES,
  verificationPaths,
} from './verification-paths.ts';

export const identityDocument = z.object({
  documentId: z.number().int(),
  kind: z.enum(IDENTITY_DOCUMENT_KINDS),
  side: z.enum(DOCUMENT_SIDES),
  status: z.enum(DOCUMENT_STATUSES),
  /** The operator's reason (REJECTED) or note (MORE_NEEDED); null otherwise. */
  note: z.string().nullable(),
  contentType: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type IdentityDocument = z.infer<typeof identityDocument>;

export const verificationWithdrawRule = z.object({
  mode: z.enum(VERIFICATION_WITHDRAW_MODES),
  /** Decimal string in the merchant's currency; withdrawals above it need verification (ABOVE). */
  threshold: z.string(),
  requireProofOfAddress: z.boolean(),
});
export type VerificationWithdrawRule = z.infer<typeof verificationWithdrawRule>;

export const myVerificationRequest = z.object({});
export const myVerificationValue = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The member's current documents (the latest of each kind and side), oldest first. */
  documents: z.array(identityDocument),
  rule: verificationWithdrawRule,
  currency: z.string(),
});
export type MyVerificationValue = z.infer<typeof myVerificationValue>;

export const uploadVerificationDocumentRequest = z.object({
  kind: z.enum(IDENTITY_DOCUMENT_KINDS),
  side: z.enum(DOCUMENT_SIDES),
  /** Base64 (standard alphabet) of the picture's bytes; its size is checked from the bytes. */
  image: z
    .string()
    .min(1)
    .max(VERIFICATION_UPLOAD_BODY_MAX_BYTES)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export type UploadVerificationDocumentRequest = z.infer<typeof uploadVerificationDocumentRequest>;

export const documentImageRequest = z.object({
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** A document's picture: its type and base64 bytes (shown as a data: URL, never a public address). */
export const documentImageValue = z.object({ contentType: z.string(), data: z.string() });
export type DocumentImageValue = z.infer<typeof documentImageValue>;

export const verificationEndpoints = {
  myVerification: defineEndpoint(
    verificationPaths.myVerification,
    myVerificationRequest,
    myVerificationValue,
  ),
  uploadVerificationDocument: defineEndpoint(
    verificationPaths.uploadVerificationDocument,
    uploadVerificationDocumentRequest,
    myVerificationValue,
  ),
  verificationDocumentImage: defineEndpoint(
    verificationPaths.verificationDocumentImage,
    documentImageRequest,
    documentImageValue,
  ),
};
