/**
 * A member's overall verification status from their current documents (pure, recomputed on every
 * read, so a decision or an upload changes it at once). The identity part is the kind the member
 * sent last (ID card, passport or driving licence) with all its sides; a proof of address counts
 * when the merchant asks for one (by default) or the member sent one.
 */
import {
  IDENTITY_KINDS,
  type IdentityDocumentKind,
  SIDES_OF_KIND,
  type VerificationStatus,
} from '@openlobby/contract';

export interface DocumentFacts {
  readonly id: number;
  readonly kind: string;
  readonly side: string;
  readonly status: string;
}

const isIdentityKind = (kind: string): kind is (typeof IDENTITY_KINDS)[number] =>
  (IDENTITY_KINDS as readonly string[]).includes(kind);

/** The statuses that decide: one per required side (undefined when not sent). */
function relevant(docs: readonly DocumentFacts[], requireProofOfAddress: boolean): (string | undefined)[] {
  const latestIdentity = docs.filter((d) => isIdentityKind(d.kind)).sort((a, b) => b.id - a.id)[0];
  const kinds: IdentityDocumentKind[] = [
    latestIdentity === undefined ? 'ID_CARD' : (latestIdentity.kind as IdentityDocumentKind),
  ];
  if (requireProofOfAddress || docs.some((d) => d.kind === 'PROOF_OF_ADDRESS'))
    kinds.push('PROOF_OF_ADDRESS');
  return kinds.flatMap((kind) =>
    SIDES_OF_KIND[kind].map((side) => docs.find((d) => d.kind === kind && d.side === side)?.status),
  );
}

export function overallStatus(
  docs: readonly DocumentFacts[],
  requireProofOfAddress: boolean,
): VerificationStatus {
  if (docs.length === 0) return 'NOT_SUBMITTED';
  const statuses = relevant(docs, requireProofOfAddress);
  if (statuses.every((s) => s === 'APPROVED')) return 'VERIFIED';
  if (statuses.includes('MORE_NEEDED')) return 'MORE_NEEDED';
  if (statuses.includes('REJECTED')) return 'REJECTED';
  if (statuses.includes('PENDING')) return 'PENDING';
  return 'NOT_SUBMITTED';
}
