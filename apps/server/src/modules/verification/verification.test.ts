/**
 * Identity verification over HTTP, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a member
 * sends documents and sees their statuses; pictures are never public; withdrawals above the
 * merchant's amount are refused until an officer approves the documents, then allowed; a rejection's
 * reason and a request for another document reach the member; the queue is oldest first, decisions
 * are audited and decided once; the rule can require verification for every withdrawal; and only
 * compliance officers decide.
 */
import type {
  DocumentImageValue,
  MemberVerificationValue,
  MyVerificationValue,
  VerificationDecisionValue,
  VerificationQueueValue,
  VerificationSettingsValue,
} from '@openlobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, bindCard, fund, newPlayer, withdrawTo } from '../../test/wallet-helpers.ts';
import { PAYMENTS_ENV } from '../payments/payments-helpers.ts';

let t: TestContext;
let officer: string;
let auditor: string;
let payments: string;
let png: string;
let jpeg: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...PAYMENTS_ENV } });
  officer = await operatorWith(t, 'kyc_officer', ['compliance']);
  auditor = await operatorWith(t, 'kyc_auditor', ['auditor']);
  payments = await operatorWith(t, 'kyc_payments', ['payments']);
  const canvas = { width: 40, height: 30, channels: 3 as const, background: { r: 200, g: 40, b: 90 } };
  png = (await sharp({ create: canvas }).png().toBuffer()).toString('base64');
  jpeg = (await sharp({ create: canvas }).jpeg().toBuffer()).toString('base64');
});
afterAll(async () => {
  await t.close();
});

const mine = async (p: Player) =>
  valueOf<MyVerificationValue>(
    await call(t, 'GET', '/wps/member/verification', undefined, { token: p.token }),
  );
const upload = (p: Player, kind: string, side: string, image = png) =>
  call(t, 'POST', '/wps/member/verification/documents', { kind, side, image }, { token: p.token });
const queue = async () =>
  valueOf<VerificationQueueValue>(await asOps(t, officer, 'GET', '/ops/verification/queue')).list;
const decide = (
  documentId: number,
  decision: string,
  note?: string,
  token = officer,
  documentNumber?: string,
) =>
  asOps(t, token, 'POST', `/ops/verification/documents/${String(documentId)}/decision`, {
    decision,
    ...(note === undefined ? {} : { note }),
    ...(documentNumber === undefined ? {} : { documentNumber }),
  });
const docOf = (v: MyVerificationValue, kind: string, side = 'FRONT') => {
  const found = v.documents.find((d) => d.kind === kind && d.side === side);
  if (found === undefined) throw new Error(`no ${kind} ${side}`);
  return found;
};

/** A member with 10,000.00 and a card, who sent a passport and a proof of address. */
async function submitted(): Promise<{
  p: Player;
  withdraw: (amount: string) => ReturnType<ReturnType<typeof withdrawTo>>;
}> {
  const p = await newPlayer(t);
  await fund(t, p, 1_000_000n);
  const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
  expect((await upload(p, 'PASSPORT', 'FRONT')).success).toBe(true);
  expect((await upload(p, 'PROOF_OF_ADDRESS', 'FRONT', jpeg)).success).toBe(true);
  return { p, withdraw: withdrawTo(t, p, card.cardId) };
}

describe('documents and status', () => {
  it('starts not submitted, then pending per document and overall after uploads', async () => {
    const p = await newPlayer(t);
    const before = await mine(p);
    expect(before.status).toBe('NOT_SUBMITTED');
    expect(before.documents).toEqual([]);
    expect(before.rule).toEqual({ mode: 'ABOVE', threshold: '2000.00', requireProofOfAddress: true });

    const front = valueOf<MyVerificationValue>(await upload(p, 'ID_CARD', 'FRONT'));
    expect(front.status).toBe('PENDING');
    const back = valueOf<MyVerificationValue>(await upload(p, 'ID_CARD', 'BACK', jpeg));
    expect(back.documents.map((d) => [d.kind, d.side, d.status, d.contentType])).toEqual([
      ['ID_CARD', 'FRONT', 'PENDING', 'image/png'],
      ['ID_CARD', 'BACK', 'PENDING', 'image/jpeg'],
    ]);
  });

  it('refuses a passport back, a PDF, and a damaged picture', async () => {
    const p = await newPlayer(t);
    expect(await upload(p, 'PASSPORT', 'BACK')).toMatchObject({
      status: 400,
      code: 'VERIFICATION_SIDE_INVALID',
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').toString('base64');
    expect(await upload(p, 'PASSPORT', 'FRONT', pdf)).toMatchObject({ code: 'VERIFICATION_IMAGE_TYPE' });
    const cut = Buffer.from(png, 'base64').subarray(0, 40).toString('base64');
    expect(await upload(p, 'PASSPORT', 'FRONT', cut)).toMatchObject({ code: 'VERIFICATION_IMAGE_INVALID' });
    expect((await mine(p)).documents).toEqual([]);
  });

  it('shows a picture to its member and to compliance readers only, never at a public address', async () => {
    const { p } = await submitted();
    const doc = docOf(await mine(p), 'PASSPORT');
    const own = valueOf<DocumentImageValue>(
      await call(
        t,
        'GET',
        '/wps/member/verification/document',
        { documentId: String(doc.documentId) },
        { token: p.token },
      ),
    );
    expect(own).toEqual({ contentType: 'image/png', data: png });
    const other = await newPlayer(t);
    expect(
      await call(
        t,
        'GET',
        '/wps/member/verification/document',
        { documentId: String(doc.documentId) },
        { token: other.token },
      ),
    ).toMatchObject({ status: 404, code: 'VERIFICATION_DOCUMENT_NOT_FOUND' });
    const path = `/ops/verification/documents/${String(doc.documentId)}/image`;
    const seen = await asOps(t, auditor, 'GET', path);
    expect(valueOf<DocumentImageValue>(seen).data).toBe(png);
    expect((await asOps(t, payments, 'GET', path)).status).toBe(403);
    // Not among the public pictures: not by its content hash, nor by any name in the folder.
    const stored = await t.database.db
      .selectFrom('identity_document')
      .select('store_name')
      .where('id', '=', doc.documentId)
      .executeTakeFirstOrThrow();
    const publicAnswer = await t.app.inject({ method: 'GET', url: `/uploads/${stored.store_name}` });
    expect(publicAnswer.statusCode).toBe(404);
  });
});

describe('withdrawals wait for verification', () => {
  it('refuses a withdrawal above 2,000.00 until approved, allows smaller ones, then allows it', async () => {
    const { p, withdraw } = await submitted();
    const refused = await withdraw('2500.00');
    expect(refused).toMatchObject({ status: 409, code: 'VERIFICATION_REQUIRED' });
    expect((await withdraw('2000.00')).success).toBe(true);

    const pending = (await queue()).filter((d) => d.memberId === p.id);
    expect(pending.map((d) => d.kind)).toEqual(['PASSPORT', 'PROOF_OF_ADDRESS']);
    // A passport is approved with the number the officer reads from it, compared by letters and digits.
    expect(await decide(pending[0]?.documentId ?? 0, 'APPROVE')).toMatchObject({
      status: 400,
      code: 'VERIFICATION_NUMBER_REQUIRED',
      message: 'Enter the number printed on the document to approve it',
    });
    expect(await decide(pending[0]?.documentId ?? 0, 'APPROVE', undefined, officer, 'A!')).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const first = valueOf<VerificationDecisionValue>(
      await decide(pending[0]?.documentId ?? 0, 'APPROVE', undefined, officer, 'ab 12-34/56'),
    );
    expect(first.document).toMatchObject({ status: 'APPROVED', documentNumber: 'AB123456' });
    expect(first.carriedExclusion).toBeNull();
    expect(first.member.status).toBe('PENDING');
    expect(await withdraw('2500.00')).toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    const second = valueOf<VerificationDecisionValue>(await decide(pending[1]?.documentId ?? 0, 'APPROVE'));
    expect(second.member.status).toBe('VERIFIED');
    expect((await mine(p)).status).toBe('VERIFIED');
    expect((await withdraw('2500.00')).success).toBe(true);
    expect((await queue()).some((d) => d.memberId === p.id)).toBe(false);

    const audit = await lastAudit(t, 'verification.decide');
    expect(audit).toMatchObject({
      actor: 'operator:kyc_officer',
      target: `identity_document:${String(pending[1]?.documentId)}`,
    });
    expect(audit.after).toEqual({ status: 'APPROVED', note: null, documentNumber: null });
    // Decided once.
    expect(await decide(pending[1]?.documentId ?? 0, 'REJECT', 'late')).toMatchObject({
      status: 409,
      code: 'VERIFICATION_ALREADY_DECIDED',
    });
    // An approved document is not replaced by accident.
    expect(await upload(p, 'PASSPORT', 'FRONT')).toMatchObject({ code: 'VERIFICATION_ALREADY_VERIFIED' });
  });

  it('with the rule "all withdrawals", refuses even a small one; with "off", none', async () => {
    const { withdraw } = await submitted();
    const all = valueOf<VerificationSettingsValue>(
      await asOps(t, officer, 'PUT', '/ops/verification/settings', {
        mode: 'ALL',
        threshold: '2000',
        requireProofOfAddress: true,
      }),
    );
    expect(all).toMatchObject({ mode: 'ALL', threshold: '2000.00', updatedBy: 'operator:kyc_officer' });
    expect((await lastAudit(t, 'verification.settings')).after).toMatchObject({ mode: 'ALL' });
    try {
      expect(await withdraw('100.00')).toMatchObject({ code: 'VERIFICATION_REQUIRED' });
      await asOps(t, officer, 'PUT', '/ops/verification/settings', {
        mode: 'OFF',
        threshold: '2000',
        requireProofOfAddress: true,
      });
      expect((await withdraw('3000.00')).success).toBe(true);
    } finally {
      await asOps(t, officer, 'PUT', '/ops/verification/settings', {
        mode: 'ABOVE',
        threshold: '2000',
        requireProofOfAddress: true,
      });
    }
  });
});

describe("an officer's decisions reach the member", () => {
  it('shows a rejection with its reason; a new upload is pending again', async () => {
    const { p } = await submitted();
    const passport = docOf(await mine(p), 'PASSPORT');
    expect((await decide(passport.documentId, 'REJECT')).status).toBe(400);
    expect((await decide(passport.documentId, 'REJECT', 'The photo is blurred')).success).toBe(true);
    const after = await mine(p);
    expect(after.status).toBe('REJECTED');
    expect(docOf(after, 'PASSPORT')).toMatchObject({ status: 'REJECTED', note: 'The photo is blurred' });

    const again = valueOf<MyVerificationValue>(await upload(p, 'PASSPORT', 'FRONT', jpeg));
    expect(docOf(again, 'PASSPORT')).toMatchObject({ status: 'PENDING', note: null });
    expect(again.status).toBe('PENDING');
  });

  it('asks for another document with a note', async () => {
    const { p } = await submitted();
    const address = docOf(await mine(p), 'PROOF_OF_ADDRESS');
    const asked = valueOf<VerificationDecisionValue>(
      await decide(address.documentId, 'REQUEST_MORE', 'Send a utility bill from the last 3 months'),
    );
    expect(asked.member.status).toBe('MORE_NEEDED');
    const seen = docOf(await mine(p), 'PROOF_OF_ADDRESS');
    expect(seen).toMatchObject({ status: 'MORE_NEEDED', note: 'Send a utility bill from the last 3 months' });
    const member = valueOf<MemberVerificationValue>(
      await asOps(t, auditor, 'GET', `/ops/verification/members/${String(p.id)}`),
    );
    expect(member.status).toBe('MORE_NEEDED');
  });
});

describe('the queue and who may act', () => {
  it('lists pending documents oldest first', async () => {
    const { p } = await submitted();
    const list = await queue();
    const ids = list.map((d) => d.documentId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.filter((d) => d.memberId === p.id).map((d) => d.username)).toEqual([p.username, p.username]);
  });

  it('lets auditors read but not decide, and payments operators neither', async () => {
    const { p } = await submitted();
    const doc = docOf(await mine(p), 'PASSPORT');
    expect((await asOps(t, auditor, 'GET', '/ops/verification/queue')).status).toBe(200);
    expect((await decide(doc.documentId, 'APPROVE', undefined, auditor, 'P1234567')).status).toBe(403);
    expect((await asOps(t, payments, 'GET', '/ops/verification/queue')).status).toBe(403);
    expect(
      (
        await asOps(t, auditor, 'PUT', '/ops/verification/settings', {
          mode: 'OFF',
          threshold: '1',
          requireProofOfAddress: false,
        })
      ).status,
    ).toBe(403);
    expect(docOf(await mine(p), 'PASSPORT').status).toBe('PENDING');
  });
});
