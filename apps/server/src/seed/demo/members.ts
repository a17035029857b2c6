/**
 * The demo members (documented in README.md and docs/accounts.md), added when they do not exist
 * yet. Their password is published, so they must never exist on a real site.
 */
import { MemberType } from '@openlobby/contract';
import { hash } from '@node-rs/argon2';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { dailyReports } from '../../modules/reports/daily.repository.ts';
import { newInvitationCode } from '../../modules/referrals/invitation-code.ts';
import { moveSubtree, placeInTree } from '../../modules/referrals/tree.repository.ts';

type Tx = Transaction<DatabaseSchema>;

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_AFFILIATE_CODE = 'OLAGENT1';

interface DemoMember {
  readonly username: string;
  readonly type: MemberType;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly nickname: string;
  readonly affiliateCode: string | null;
  readonly clubLabel: string | null;
  readonly mustChangePassword: boolean;
  /** Date of birth YYYY-MM-DD (the age check at registration, modules/accounts/age.ts). */
  readonly birthDate: string;
  /** The demo agent's downline, so the agent centre has a team to show. */
  readonly upline?: string;
}

const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    username: 'demo_player',
    birthDate: '1994-08-21',
    type: MemberType.REAL,
    mobile: '+923001234567',
    email: 'demo_player@example.com',
    nickname: 'Demo Player',
    affiliateCode: null,
    clubLabel: '1',
    mustChangePassword: false,
    upline: 'demo_agent',
  },
  {
    username: 'demo_agent',
    birthDate: '1986-02-11',
    type: MemberType.AGENT,
    mobile: '+923001234568',
    email: 'demo_agent@example.com',
    nickname: 'Demo Agent',
    affiliateCode: DEMO_AFFILIATE_CODE,
    clubLabel: '3',
    mustChangePassword: false,
  },
  {
    username: 'demo_newpass',
    birthDate: '2000-11-03',
    type: MemberType.REAL,
    mobile: null,
    email: null,
    nickname: 'Must Change',
    affiliateCode: null,
    clubLabel: null,
    mustChangePassword: true,
  },
];

export const DEMO_USERNAMES: readonly string[] = DEMO_MEMBERS.map((member) => member.username);

export async function seedDemoMembers(tx: Tx, merchantId: number, now: string): Promise<void> {
  const added = new Map<string, number>();
  for (const demo of DEMO_MEMBERS) {
    const existing = await memberId(tx, merchantId, demo.username);
    if (existing !== undefined) continue;
    const row = await tx
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        username: demo.username,
        username_lower: demo.username,
        type: demo.type,
        nickname: demo.nickname,
        email: demo.email,
        email_lower: demo.email,
        mobile: demo.mobile,
        password_hash: await hash(DEMO_PASSWORD),
        own_affiliate_code: demo.affiliateCode ?? newInvitationCode(),
        club_label: demo.clubLabel,
        register_method: 'H5',
        must_change_password: demo.mustChangePassword ? 1 : 0,
        birth_date: demo.birthDate,
        password_changed_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeInTree(tx, merchantId, row.id, null);
    added.set(demo.username, row.id);
    await dailyReports.counted(tx, merchantId, now, { registrations: 1n });
  }
  // Uplines once everyone is in: a downline may be listed before its upline.
  for (const demo of DEMO_MEMBERS) {
    const id = added.get(demo.username);
    const upline = demo.upline === undefined ? undefined : await memberId(tx, merchantId, demo.upline);
    if (id === undefined || upline === undefined) continue;
    await tx.updateTable('member').set({ referrer_id: upline }).where('id', '=', id).execute();
    await moveSubtree(tx, merchantId, id, upline);
  }
}

async function memberId(tx: Tx, merchantId: number, username: string): Promise<number | undefined> {
  const row = await tx
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username_lower', '=', username)
    .executeTakeFirst();
  return row?.id;
}
