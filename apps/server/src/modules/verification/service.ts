/**
 * Identity verification: members send pictures of their documents (checked as the upload store
 * checks pictures, kept privately in the shared store), officers decide them from a queue (audited),
 * and withdrawals that need a verified member are refused until then (the withdrawal gate, called
 * by wallet/withdrawals.ts before anything is held). Wins and rollbacks never pass here.
 */
import {
  type DocumentImageValue,
  IDENTITY_KINDS,
  type IdentityDocument,
  type MemberVerificationValue,
  MemberType,
  type MyVerificationValue,
  type OpsIdentityDocument,
  type QueuedDocument,
  SIDES_OF_KIND,
  type UploadVerificationDocumentRequest,
  VERIFICATION_DEFAULT_THRESHOLD,
  VERIFICATION_IMAGE_MAX_BYTES,
  VERIFICATION_QUEUE_MAX,
  type VerificationDecisionRequest,
  type VerificationDecisionValue,
  type VerificationQueueValue,
  type VerificationSettings,
  type VerificationSettingsValue,
  type VerificationWithdrawMode,
  type VerificationWithdrawRule,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { ExclusionRepository } from '../protection/exclusion.repository.ts';
import { identityNumberKey } from '../protection/identity-number.ts';
import { inspectPicture } from '../uploads/picture.ts';
import type { Currency } from '../wallet/context.ts';
import { formatMinor, thresholdMinor, toBigInt } from '../wallet/money.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import type { DocumentRow, QueuedRow, VerificationRepository } from './repository.ts';
import { overallStatus } from './status.ts';
import type { DocumentStore } from './store.ts';

export interface VerificationDeps {
  readonly repository: VerificationRepository;
  readonly store: DocumentStore;
  readonly currencyOf: (merchantId: number) => Promise<Currency>;
  readonly now: () => Date;
  /** A self-excluded member's identity, recognised when an officer approves the same number. */
  readonly exclusions: Pick<ExclusionRepository, 'selfExcludedIdentity' | 'insert'>;
}

export interface VerificationMember {
  readonly merchantId: number;
  readonly session: Session;
}

interface Rule {
  readonly mode: VerificationWithdrawMode;
  readonly thresholdMinor: bigint;
  readonly requireProofOfAddress: boolean;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

const DECIDED_STATUS = { APPROVE: 'APPROVED', REJECT: 'REJECTED', REQUEST_MORE: 'MORE_NEEDED' } as const;
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export function documentOf(row: DocumentRow): IdentityDocument {
  return {
    documentId: row.id,
    kind: row.kind as IdentityDocument['kind'],
    side: row.side as IdentityDocument['side'],
    status: row.status as IdentityDocument['status'],
    note: row.note,
    contentType: row.content_type,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

const opsDocumentOf = (row: DocumentRow): OpsIdentityDocument => ({
  ...documentOf(row),
  documentNumber: row.document_number,
});

/** The side of an identity document that carries its number: an officer reads it to approve. */
const carriesNumber = (row: DocumentRow) =>
  row.side === 'FRONT' && (IDENTITY_KINDS as readonly string[]).includes(row.kind);

const queuedOf = (row: QueuedRow): QueuedDocument => ({
  ...opsDocumentOf(row),
  memberId: row.member_id,
  username: row.username,
});

function memberUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'UPLOAD_TOO_LARGE') return new ApiError('VERIFICATION_IMAGE_TOO_LARGE');
  if (error.code === 'UPLOAD_TYPE_NOT_ALLOWED') return new ApiError('VERIFICATION_IMAGE_TYPE');
  if (error.code === 'UPLOAD_EMPTY' || error.code.startsWith('UPLOAD_IMAGE'))
    return new ApiError('VERIFICATION_IMAGE_INVALID');
  return error;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

export function createVerificationService(deps: VerificationDeps) {
  const repo = deps.repository;

  async function ruleOf(merchantId: number): Promise<Rule> {
    const row = await repo.setting(merchantId);
    if (row !== undefined)
      return {
        mode: row.mode as VerificationWithdrawMode,
        thresholdMinor: toBigInt(row.threshold_minor),
        requireProofOfAddress: row.require_proof_of_address === 1,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
      };
    const { scale } = await deps.currencyOf(merchantId);
    return {
      mode: 'ABOVE',
      thresholdMinor: thresholdMinor(VERIFICATION_DEFAULT_THRESHOLD, scale),
      requireProofOfAddress: true,
      updatedAt: null,
      updatedBy: null,
    };
  }

  const shownRule = (rule: Rule, scale: number): VerificationWithdrawRule => ({
    mode: rule.mode,
    threshold: formatMinor(rule.thresholdMinor, scale),
    requireProofOfAddress: rule.requireProofOfAddress,
  });

  async function memberView(
    merchantId: number,
    member: { id: number; username: string },
  ): Promise<MemberVerificationValue> {
    const rule = await ruleOf(merchantId);
    const docs = await repo.current(member.id);
    return {
      memberId: member.id,
      username: member.username,
      status: overallStatus(docs, rule.requireProofOfAddress),
      documents: docs.map(opsDocumentOf),
    };
  }

  /**
   * When a self-excluded member holds the identity `documentNumber`, gives `memberId` the same
   * self-exclusion until the same end (audited); what was carried, or null.
   */
  async function carryExclusion(
    tx: Tx,
    by: AuditActor,
    merchantId: number,
    memberId: number,
    documentNumber: string,
    at: string,
  ): Promise<VerificationDecisionValue['carriedExclusion']> {
    // Only a number an officer read on the excluded side too: a number the excluded member typed at
    // registration could be anyone's.
    const excluded = await deps.exclusions.selfExcludedIdentity(
      merchantId,
      documentNumber,
      { exceptMemberId: memberId, declared: false },
      tx,
    );
    if (excluded === undefined) return null;
    await deps.exclusions.insert(tx, {
      merchantId,
      memberId,
      kind: 'SELF_EXCLUSION',
      duration: excluded.duration,
      startsAt: at,
      endsAt: excluded.endsAt,
      createdAt: at,
      viaMemberId: excluded.memberId,
    });
    await appendAudit(
      tx,
      auditEntry(by, at, {
        action: 'exclusion.carry',
        merchantId,
        target: `member:${memberId}`,
        before: null,
        after: { kind: 'SELF_EXCLUSION', endsAt: excluded.endsAt },
        detail: { fromMemberId: excluded.memberId, documentNumber },
      }),
    );
    return { fromMemberId: excluded.memberId, fromUsername: excluded.username, endsAt: excluded.endsAt };
  }

  const realMember = (m: VerificationMember) => {
    if (m.session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
    return m.session.memberId;
  };

  const imageOf = async (row: DocumentRow): Promise<DocumentImageValue> => ({
    contentType: row.content_type,
    data: (await deps.store.get(row.store_name)).toString('base64'),
  });

  return {
    /** The member's documents and overall status, and when withdrawals need it. */
    async mine(m: VerificationMember): Promise<MyVerificationValue> {
      const memberId = realMember(m);
      const [rule, currency, docs] = await Promise.all([
        ruleOf(m.merchantId),
        deps.currencyOf(m.merchantId),
        repo.current(memberId),
      ]);
      return {
        status: overallStatus(docs, rule.requireProofOfAddress),
        documents: docs.map(documentOf),
        rule: shownRule(rule, currency.scale),
        currency: currency.code,
      };
    },

    async upload(
      m: VerificationMember,
      input: UploadVerificationDocumentRequest,
    ): Promise<MyVerificationValue> {
      const memberId = realMember(m);
      if (!SIDES_OF_KIND[input.kind].includes(input.side))
        throw new ApiError('VERIFICATION_SIDE_INVALID', { field: 'side' });
      const bytes = Buffer.from(input.image, 'base64');
      const picture = await inspectPicture(bytes, VERIFICATION_IMAGE_MAX_BYTES).catch((error: unknown) => {
        throw memberUploadError(error);
      });
      if (picture.contentType !== 'image/png' && picture.contentType !== 'image/jpeg')
        throw new ApiError('VERIFICATION_IMAGE_TYPE');
      const existing = (await repo.current(memberId)).find(
        (d) => d.kind === input.kind && d.side === input.side,
      );
      if (existing?.status === 'APPROVED') throw new ApiError('VERIFICATION_ALREADY_VERIFIED');
      const storeName = await deps.store.put(bytes, EXTENSION[picture.contentType], picture.contentType);
      await repo.inTransaction((tx) =>
        repo.insert(tx, {
          merchantId: m.merchantId,
          memberId,
          kind: input.kind,
          side: input.side,
          storeName,
          contentType: picture.contentType,
          bytes: picture.bytes,
          at: deps.now().toISOString(),
        }),
      );
      return this.mine(m);
    },

    /** One of the member's own pictures (any other member's is "not found"). */
    async myImage(m: VerificationMember, documentId: number): Promise<DocumentImageValue> {
      const memberId = realMember(m);
      const row = await repo.document(m.merchantId, documentId);
      if (row === undefined || row.member_id !== memberId)
        throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
      return imageOf(row);
    },

    async queue(merchantId: number): Promise<VerificationQueueValue> {
      return { list: (await repo.queue(merchantId, VERIFICATION_QUEUE_MAX)).map(queuedOf) };
    },

    async image(merchantId: number, documentId: number): Promise<DocumentImageValue> {
      const row = await repo.document(merchantId, documentId);
      if (row === undefined) throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
      return imageOf(row);
    },

    async member(merchantId: number, memberId: number): Promise<MemberVerificationValue> {
      const member = await repo.member(merchantId, memberId);
      if (member === undefined) throw new ApiError('MEMBER_NOT_FOUND');
      return memberView(merchantId, member);
    },

    /**
     * Approves, rejects (with a reason) or asks for another document (with a note); audited. Approving
     * an identity document's front needs the number printed on it; when a self-excluded member holds
     * that identity, their self-exclusion now covers this member too (in the same transaction).
     */
    async decide(
      by: AuditActor,
      merchantId: number,
      documentId: number,
      input: VerificationDecisionRequest,
    ): Promise<VerificationDecisionValue> {
      const row = await repo.document(merchantId, documentId);
      if (row === undefined) throw new ApiError('VERIFICATION_DOCUMENT_NOT_FOUND');
      const member = { id: row.member_id, username: row.username };
      const approving = input.decision === 'APPROVE';
      const documentNumber = approving && carriesNumber(row) ? identityNumberKey(input.documentNumber) : null;
      if (approving && carriesNumber(row) && documentNumber === null)
        throw new ApiError('VERIFICATION_NUMBER_REQUIRED', { field: 'documentNumber' });
      const before = await memberView(merchantId, member);
      const status = DECIDED_STATUS[input.decision];
      const note = approving ? null : (input.note ?? null);
      const at = deps.now().toISOString();
      const carried = await repo.inTransaction(async (tx) => {
        const changed = await repo.decide(tx, documentId, { status, note, documentNumber, by: by.name, at });
        if (!changed) throw new ApiError('VERIFICATION_ALREADY_DECIDED');
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'verification.decide',
            merchantId,
            target: `identity_document:${documentId}`,
            before: { status: row.status },
            after: { status, note, documentNumber },
            detail: {
              memberId: member.id,
              kind: row.kind,
              side: row.side,
              memberStatusBefore: before.status,
            },
          }),
        );
        if (documentNumber === null) return null;
        return carryExclusion(tx, by, merchantId, member.id, documentNumber, at);
      });
      const after = await repo.document(merchantId, documentId);
      if (after === undefined) throw new Error(`identity document ${documentId} vanished`);
      return {
        document: queuedOf(after),
        member: await memberView(merchantId, member),
        carriedExclusion: carried,
      };
    },

    async settings(merchantId: number): Promise<VerificationSettingsValue> {
      const [rule, currency] = await Promise.all([ruleOf(merchantId), deps.currencyOf(merchantId)]);
      return {
        ...shownRule(rule, currency.scale),
        currency: currency.code,
        updatedAt: rule.updatedAt,
        updatedBy: rule.updatedBy,
      };
    },

    async saveSettings(
      by: AuditActor,
      merchantId: number,
      input: VerificationSettings,
    ): Promise<VerificationSettingsValue> {
      const currency = await deps.currencyOf(merchantId);
      const before = shownRule(await ruleOf(merchantId), currency.scale);
      const at = deps.now().toISOString();
      const minor = thresholdMinor(input.threshold, currency.scale);
      await repo.inTransaction(async (tx) => {
        await repo.saveSetting(tx, merchantId, {
          mode: input.mode,
          thresholdMinor: minor,
          requireProofOfAddress: input.requireProofOfAddress,
          by: by.name,
          at,
        });
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'verification.settings',
            merchantId,
            target: 'verification:rule',
            before,
            after: {
              mode: input.mode,
              threshold: formatMinor(minor, currency.scale),
              requireProofOfAddress: input.requireProofOfAddress,
            },
          }),
        );
      });
      return this.settings(merchantId);
    },

    /**
     * The withdrawal gate: refuses a withdrawal of `amountMinor` that needs a verified member while
     * this one is not (VERIFICATION_REQUIRED, with where to verify). Only withdrawal requests call it.
     */
    async checkWithdrawal(merchantId: number, memberId: number, amountMinor: bigint): Promise<void> {
      const rule = await ruleOf(merchantId);
      if (rule.mode === 'OFF') return;
      if (rule.mode === 'ABOVE' && amountMinor <= rule.thresholdMinor) return;
      const status = overallStatus(await repo.current(memberId), rule.requireProofOfAddress);
      if (status === 'VERIFIED') return;
      const { scale } = await deps.currencyOf(merchantId);
      throw new ApiError('VERIFICATION_REQUIRED', {
        status,
        mode: rule.mode,
        threshold: formatMinor(rule.thresholdMinor, scale),
      });
    },
  };
}
