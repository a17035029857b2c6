import type { IdentityDocumentKind, DocumentSide } from '@openlobby/contract';
import type { TFunction } from 'i18next';

/** A document as officers name it: its kind, and its side when the kind has two. */
export function documentName(t: TFunction, doc: { kind: IdentityDocumentKind; side: DocumentSide }): string {
  const kind: string = t(`kyc.kind.${doc.kind}`);
  if (doc.kind !== 'ID_CARD' && doc.kind !== 'DRIVING_LICENCE') return kind;
  const side: string = t(`kyc.side.${doc.side}`);
  return t('kyc.documentName', { kind, side });
}

/** The side of an identity document whose number an officer reads to approve it. */
export const carriesNumber = (doc: { kind: IdentityDocumentKind; side: DocumentSide }): boolean =>
  doc.side === 'FRONT' && doc.kind !== 'PROOF_OF_ADDRESS';
