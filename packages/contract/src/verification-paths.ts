/**
 * Identity verification's zod-free part (AML customer due diligence): the documents a
 * member sends, their statuses, the member's overall status, the lobby paths and the errors. The
 * zod schemas and endpoints are in verification.ts; the console's side in verification-ops.ts.
 *
 * Documents: an identity document (ID card or driving licence: front and back; passport: the photo
 * page) and a proof of address. They are pictures (JPEG or PNG: the upload store's inspector reads
 * pictures only, so a PDF is refused; a member photographs or screenshots it), at most
 * VERIFICATION_IMAGE_MAX_BYTES, kept in the shared upload store under private names and never
 * served publicly: only to the member themself and to operators with compliance.read.
 *
 * A member is VERIFIED when every side of one identity document and (when the merchant asks for
 * it, by default) a proof of address are approved. Withdrawals above the merchant's amount (or all
 * of them, by setting) are refused with VERIFICATION_REQUIRED until then.
 */
import type { EndpointMeta } from './endpoint.ts';
import type { ErrorDefinition } from './lobby-errors.ts';

export const IDENTITY_DOCUMENT_KINDS = [
  'ID_CARD',
  'PASSPORT',
  'DRIVING_LICENCE',
  'PROOF_OF_ADDRESS',
] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];
export const DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** The sides each kind has: a passport's photo page and a proof of address are one side. */
export const SIDES_OF_KIND: Readonly<Record<IdentityDocumentKind, readonly DocumentSide[]>> = {
  ID_CARD: ['FRONT', 'BACK'],
  PASSPORT: ['FRONT'],
  DRIVING_LICENCE: ['FRONT', 'BACK'],
  PROOF_OF_ADDRESS: ['FRONT'],
};
export const IDENTITY_KINDS = ['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE'] as const;

/** One document's status. MORE_NEEDED: an operator asked for another document (see the note). */
export const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'MORE_NEEDED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The member's overall status, recomputed from their current documents on every read. */
export const VERIFICATION_STATUSES = [
  'NOT_SUBMITTED',
  'PENDING',
  'VERIFIED',
  'REJECTED',
  'MORE_NEEDED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** When a withdrawal needs a verified member: above an amount, always, or never. */
export const VERIFICATION_WITHDRAW_MODES = ['ABOVE', 'ALL', 'OFF'] as const;
export type VerificationWithdrawMode = (typeof VERIFICATION_WITHDRAW_MODES)[number];
/** The default amount (major units of the merchant's currency): the EU's EUR 2,000 CDD figure. */
export const VERIFICATION_DEFAULT_THRESHOLD = '2000';

export const VERIFICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The upload's JSON body: base64 of up to 8 MB, so a picture somewhat over the limit gets a clear refusal. */
export const VERIFICATION_UPLOAD_BODY_MAX_BYTES = Math.ceil((8 * 1024 * 1024 * 4) / 3) + 64 * 1024;
export const VERIFICATION_NOTE_MAX = 500;

export const verificationPaths = {
  /** The member's documents, their statuses and the overall status. */
  myVerification: {
    name: 'myVerification',
    method: 'GET',
    path: '/wps/member/verification',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** Sends one side of one document (base64 picture); it is pending until an operator decides. */
  uploadVerificationDocument: {
    name: 'uploadVerificationDocument',
    method: 'POST',
    path: '/wps/member/verification/documents',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** One of the member's own documents' picture. */
  verificationDocumentImage: {
    name: 'verificationDocumentImage',
    method: 'GET',
    path: '/wps/member/verification/document',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

export const verificationErrorCatalogue = {
  VERIFICATION_REQUIRED: {
    status: 409,
    EN: 'Please verify your identity before this withdrawal. Nothing was requested.',
    UR: 'اس رقم نکلوانے سے پہلے براہِ کرم اپنی شناخت کی تصدیق کریں۔ کوئی درخواست نہیں کی گئی۔',
  },
  VERIFICATION_SIDE_INVALID: {
    status: 400,
    EN: 'This document has no such side',
    UR: 'اس دستاویز کا یہ رخ نہیں ہوتا',
  },
  VERIFICATION_IMAGE_TYPE: {
    status: 400,
    EN: 'Send a JPEG or PNG picture of the document',
    UR: 'دستاویز کی JPEG یا PNG تصویر بھیجیں',
  },
  VERIFICATION_IMAGE_TOO_LARGE: {
    status: 413,
    EN: 'This picture is too large: at most 5 MB',
    UR: 'یہ تصویر بہت بڑی ہے: زیادہ سے زیادہ 5 MB',
  },
  VERIFICATION_IMAGE_INVALID: {
    status: 400,
    EN: 'This picture could not be read. Please take it again',
    UR: 'یہ تصویر پڑھی نہیں جا سکی۔ براہِ کرم دوبارہ لیں',
  },
  VERIFICATION_ALREADY_VERIFIED: {
    status: 409,
    EN: 'This document is already approved',
    UR: 'یہ دستاویز پہلے ہی منظور ہو چکی ہے',
  },
  VERIFICATION_DOCUMENT_NOT_FOUND: {
    status: 404,
    EN: 'This document does not exist',
    UR: 'یہ دستاویز موجود نہیں',
  },
} as const satisfies Record<string, ErrorDefinition>;
