/**
 * Self-exclusion covers the person, not one account, on SQLite and (with TEST_DATABASE_URL)
 * PostgreSQL: a registration typing a self-excluded member's ID number is refused however the number
 * is written; an officer approving a passport whose number a self-excluded member's approved document
 * carries gives the new account the same self-exclusion (audited, shown on the member's page); and a
 * member self-excluding takes their other accounts of the same verified identity with them. A number
 * only typed at registration never excludes anyone else.
 */
import type {
  MyExclusionValue,
  OpsMemberProtectionValue,
  VerificationDecisionValue,
  VerificationQueueValue,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ACCOUNTS_ENV, call, register, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, askDeposit, newPlayer } from '../../test/wallet-helpers.ts';
import { DOCUMENT_PNG } from '../../test/verification-helpers.ts';

const EXCLUSION = '/wps/member/protection/exclusion';
const PASSWORD = 'Abc12345';
let t: TestContext;
let officer: string;
let admin: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  officer = await operatorWith(t, 'identity_officer', ['compliance']);
  admin = await operatorWith(t, 'identity_admin', ['admin']);
  // The merchant asks for the ID number at registration.
  const saved = await asOps(t, admin, 'PUT', '/ops/settings/registration', {
    fields: [{ name: 'idNumber', enabled: true, required: false }],
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}${String(serial)}${String(Date.now() % 1_000_000)}`;
};
const selfExclude = (token: string, duration: string, password = DEMO_PASSWORD) =>
  call(t, 'POST', EXCLUSION, { kind: 'SELF_EXCLUSION', duration, password }, { token });
const exclusionOf = async (p: Player) =>
  valueOf<MyExclusionValue>(await call(t, 'GET', EXCLUSION, undefined, { token: p.token })).exclusion;

/** The member sends a passport's photo page; an officer approves it with the number read from it. */
async function verifiedPassport(p: Player, number: string): Promise<VerificationDecisionValue> {
  const sent = await call(
    t,
    'POST',
    '/wps/member/verification/documents',
    { kind: 'PASSPORT', side: 'FRONT', image: DOCUMENT_PNG },
    { token: p.token },
  );
  expect(sent.success).toBe(true);
  const queue = valueOf<VerificationQueueValue>(await asOps(t, officer, 'GET', '/ops/verification/queue'));
  const passport = queue.list.find((d) => d.memberId === p.id && d.kind === 'PASSPORT');
  if (passport === undefined) throw new Error(`no passport of ${p.username} in the queue`);
  return valueOf<VerificationDecisionValue>(
    await asOps(t, officer, 'POST', `/ops/verification/documents/${String(passport.documentId)}/decision`, {
      decision: 'APPROVE',
      documentNumber: number,
    }),
  );
}

describe('registration with a self-excluded member’s ID number', () => {
  it('is refused however the number is written, in both languages; another number registers', async () => {
    const first = unique('idfirst');
    expect(await register(t, { username: first, idNumber: 'pk-4410-7788' })).toMatchObject({ status: 200 });
    const stored = await t.database.db
      .selectFrom('member')
      .select('id_number')
      .where('username', '=', first)
      .executeTakeFirstOrThrow();
    expect(stored.id_number).toBe('PK44107788');

    const again = unique('idagain');
    // Before the self-exclusion the same person may hold a second account (the operator's rule).
    expect(await register(t, { username: again, idNumber: 'PK44107788' })).toMatchObject({ status: 200 });
    expect((await selfExclude(await tokenFor(t, first, PASSWORD), 'M6', PASSWORD)).success).toBe(true);

    const refused = await register(t, { username: unique('idthird'), idNumber: 'Pk4410-7788' });
    expect(refused).toMatchObject({
      status: 403,
      code: 'REGISTRATION_IDENTITY_SELF_EXCLUDED',
      data: { field: 'idNumber' },
      message: 'This ID number belongs to a self-excluded account. A new account cannot be opened with it.',
    });
    const inUrdu = await register(t, { username: unique('idurdu'), idNumber: 'PK44107788' }, 'UR');
    expect(inUrdu.message).toBe(
      'یہ شناختی نمبر ایک خود خارج شدہ اکاؤنٹ کا ہے۔ اس سے نیا اکاؤنٹ نہیں کھولا جا سکتا۔',
    );
    expect(await register(t, { username: unique('idother'), idNumber: 'PK44107789' })).toMatchObject({
      status: 200,
    });
  });

  it('is refused for the number an officer read from a self-excluded member’s passport', async () => {
    const excluded = await newPlayer(t);
    await verifiedPassport(excluded, 'QX 550 1234');
    expect((await selfExclude(excluded.token, 'Y1')).success).toBe(true);
    expect(await register(t, { username: unique('idpass'), idNumber: 'qx5501234' })).toMatchObject({
      code: 'REGISTRATION_IDENTITY_SELF_EXCLUDED',
    });
  });
});

describe('an approved identity that a self-excluded member holds', () => {
  it('carries the self-exclusion to the new account until the same end, audited and shown', async () => {
    const excluded = await newPlayer(t);
    await verifiedPassport(excluded, 'AB7000001');
    expect((await selfExclude(excluded.token, 'Y2')).success).toBe(true);
    const original = await exclusionOf(excluded);

    const newcomer = await newPlayer(t);
    expect((await askDeposit(t, newcomer, '1000')).success).toBe(true);
    const decided = await verifiedPassport(newcomer, 'ab-700-0001');
    expect(decided.document).toMatchObject({ status: 'APPROVED', documentNumber: 'AB7000001' });
    expect(decided.carriedExclusion).toEqual({
      fromMemberId: excluded.id,
      fromUsername: excluded.username,
      endsAt: original?.until,
    });
    expect(await exclusionOf(newcomer)).toMatchObject({ kind: 'SELF_EXCLUSION', until: original?.until });
    expect(await askDeposit(t, newcomer, '1000')).toMatchObject({ code: 'SELF_EXCLUDED' });

    expect(await lastAudit(t, 'exclusion.carry')).toMatchObject({
      actor: 'operator:identity_officer',
      target: `member:${String(newcomer.id)}`,
      detail: { fromMemberId: excluded.id, documentNumber: 'AB7000001' },
    });
    const page = valueOf<OpsMemberProtectionValue>(
      await asOps(t, officer, 'GET', `/ops/members/${String(newcomer.id)}/protection`),
    );
    expect(page.exclusions).toMatchObject([
      {
        kind: 'SELF_EXCLUSION',
        state: 'IN_FORCE',
        viaMember: { memberId: excluded.id, username: excluded.username },
      },
    ]);
  });

  it('carries nothing for a number the excluded member only typed at registration', async () => {
    const typist = unique('idtypist');
    expect(await register(t, { username: typist, idNumber: 'CD8000002' })).toMatchObject({ status: 200 });
    expect((await selfExclude(await tokenFor(t, typist, PASSWORD), 'M6', PASSWORD)).success).toBe(true);
    const holder = await newPlayer(t);
    expect((await verifiedPassport(holder, 'CD8000002')).carriedExclusion).toBeNull();
    expect(await exclusionOf(holder)).toBeNull();
  });
});

describe('a member self-excluding', () => {
  it('takes their other accounts of the same verified identity with them, and no one else', async () => {
    const [main, second, stranger] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    for (const p of [main, second])
      expect((await verifiedPassport(p, 'EF9000003')).carriedExclusion).toBeNull();
    await verifiedPassport(stranger, 'EF9000004');

    expect((await selfExclude(main.token, 'INDEFINITE')).success).toBe(true);
    expect(await exclusionOf(second)).toMatchObject({ kind: 'SELF_EXCLUSION', until: null });
    expect(await askDeposit(t, second, '1000')).toMatchObject({ code: 'SELF_EXCLUDED_INDEFINITELY' });
    expect(await exclusionOf(stranger)).toBeNull();
    const page = valueOf<OpsMemberProtectionValue>(
      await asOps(t, officer, 'GET', `/ops/members/${String(second.id)}/protection`),
    );
    expect(page.exclusions[0]?.viaMember).toEqual({ memberId: main.id, username: main.username });
  });
});
