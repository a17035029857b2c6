/**
 * Time-outs and self-exclusions (migration 0043). Rows are only ever added by the member: a longer
 * exclusion is a new row, so the table is the audit of every exclusion. A time-out is in force until
 * its end; a self-exclusion until an operator lifts it, which is allowed only once its period has
 * ended (the member must ask to come back: it never lapses by itself). The reads below go through
 * `player_exclusion (member_id, ends_at)`.
 */
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema, PlayerExclusionTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

export type PlayerExclusionRow = Selectable<PlayerExclusionTable>;
/** An exclusion with the username of the member it was carried over from (if any). */
export type ExclusionHistoryRow = PlayerExclusionRow & { via_username: string | null };

export interface ExclusionWrite {
  readonly merchantId: number;
  readonly memberId: number;
  readonly kind: string;
  readonly duration: string;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly createdAt: string;
  /** Carried over from this member's self-exclusion (same verified identity). */
  readonly viaMemberId?: number;
}

/** A self-excluded member holding an identity number, with their longest self-exclusion not lifted. */
export interface ExcludedIdentity {
  readonly memberId: number;
  readonly username: string;
  readonly duration: string;
  /** null: indefinite. */
  readonly endsAt: string | null;
}

/** The latest end first, indefinite (null) before any date. */
const laterEnd = (a: string | null, b: string | null) =>
  a === null ? -1 : b === null ? 1 : b.localeCompare(a);

/** `exists (an exclusion in force for member.id)`, for queries that choose members (marketing). */
export function memberExcluded(eb: ExpressionBuilder<DatabaseSchema, 'member'>, now: string) {
  return eb.exists(
    eb
      .selectFrom('player_exclusion')
      .select(sql<number>`1`.as('one'))
      .whereRef('player_exclusion.member_id', '=', 'member.id')
      .where('player_exclusion.lifted_at', 'is', null)
      .where((w) =>
        w.or([
          w('player_exclusion.kind', '=', 'SELF_EXCLUSION'),
          w('player_exclusion.ends_at', 'is', null),
          w('player_exclusion.ends_at', '>', now),
        ]),
      ),
  );
}

export type ExclusionRepository = ReturnType<typeof createExclusionRepository>;

export function createExclusionRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The member's exclusions in force at `now` (usually none: one probe of the index). */
    inForce(memberId: number, now: string, tx?: Tx): Promise<PlayerExclusionRow[]> {
      return (tx ?? db)
        .selectFrom('player_exclusion')
        .selectAll()
        .where('member_id', '=', memberId)
        .where((eb) =>
          eb.or([eb('kind', '=', 'SELF_EXCLUSION'), eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
        )
        .where('lifted_at', 'is', null)
        .execute();
    },

    async insert(tx: Tx, write: ExclusionWrite): Promise<void> {
      await tx
        .insertInto('player_exclusion')
        .values({
          merchant_id: write.merchantId,
          member_id: write.memberId,
          kind: write.kind,
          duration: write.duration,
          starts_at: write.startsAt,
          ends_at: write.endsAt,
          created_at: write.createdAt,
          via_member_id: write.viaMemberId ?? null,
        })
        .execute();
    },

    /** Every exclusion the member ever took, newest first (the console's read; audit). */
    history(merchantId: number, memberId: number): Promise<ExclusionHistoryRow[]> {
      return db
        .selectFrom('player_exclusion')
        .leftJoin('member as via', 'via.id', 'player_exclusion.via_member_id')
        .selectAll('player_exclusion')
        .select('via.username as via_username')
        .where('player_exclusion.member_id', '=', memberId)
        .where('player_exclusion.merchant_id', '=', merchantId)
        .orderBy('player_exclusion.created_at', 'desc')
        .orderBy('player_exclusion.id', 'desc')
        .execute();
    },

    /**
     * Lifts a self-exclusion whose period has ended (never an indefinite one, never a time-out, never
     * early); false when it was not liftable at `now` or already lifted.
     */
    async lift(tx: Tx, exclusionId: number, memberId: number, by: string, reason: string, now: string) {
      const result = await tx
        .updateTable('player_exclusion')
        .set({ lifted_at: now, lifted_by: by, lift_reason: reason })
        .where('id', '=', exclusionId)
        .where('member_id', '=', memberId)
        .where('kind', '=', 'SELF_EXCLUSION')
        .where('ends_at', 'is not', null)
        .where('ends_at', '<=', now)
        .where('lifted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The member's stored password hash (a self-exclusion is confirmed with the password). */
    async passwordHash(merchantId: number, memberId: number): Promise<string | null> {
      const row = await db
        .selectFrom('member')
        .select('password_hash')
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    /**
     * A self-excluded (not lifted) member of this merchant, other than `exceptMemberId`, whose
     * identity number is `key`: read from their approved document by an officer, or (with
     * `declared`) typed at their registration. Found through the (merchant_id, number) indexes.
     */
    async selfExcludedIdentity(
      merchantId: number,
      key: string,
      match: { readonly exceptMemberId: number | null; readonly declared: boolean },
      tx?: Tx,
    ): Promise<ExcludedIdentity | undefined> {
      const exceptMemberId = match.exceptMemberId;
      const rows = await (tx ?? db)
        .selectFrom('member')
        .innerJoin('player_exclusion', 'player_exclusion.member_id', 'member.id')
        .select(['member.id', 'member.username', 'player_exclusion.duration', 'player_exclusion.ends_at'])
        .where('member.merchant_id', '=', merchantId)
        .where((eb) => {
          const verified = eb(
            'member.id',
            'in',
            eb
              .selectFrom('identity_document')
              .select('identity_document.member_id')
              .where('identity_document.merchant_id', '=', merchantId)
              .where('identity_document.document_number', '=', key)
              .where('identity_document.status', '=', 'APPROVED'),
          );
          return match.declared ? eb.or([eb('member.id_number', '=', key), verified]) : verified;
        })
        .where('member.id', '<>', exceptMemberId ?? 0)
        .where('player_exclusion.kind', '=', 'SELF_EXCLUSION')
        .where('player_exclusion.lifted_at', 'is', null)
        .execute();
      const longest = rows.sort((a, b) => laterEnd(a.ends_at, b.ends_at))[0];
      return longest === undefined
        ? undefined
        : {
            memberId: longest.id,
            username: longest.username,
            duration: longest.duration,
            endsAt: longest.ends_at,
          };
    },

    /**
     * The other members of this merchant whose identity an officer verified as this member's: an
     * approved document with the number of one of this member's approved documents. Only numbers
     * read by an officer count on both sides, so typing someone's number excludes nobody else.
     */
    async sameIdentityMembers(tx: Tx, merchantId: number, memberId: number): Promise<number[]> {
      const own = await tx
        .selectFrom('identity_document')
        .select('document_number as key')
        .where('member_id', '=', memberId)
        .where('status', '=', 'APPROVED')
        .where('document_number', 'is not', null)
        .execute();
      const keys = own.flatMap((row) => (row.key === null ? [] : [row.key]));
      if (keys.length === 0) return [];
      const rows = await tx
        .selectFrom('identity_document')
        .select('member_id')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where('document_number', 'in', keys)
        .where('status', '=', 'APPROVED')
        .where('member_id', '<>', memberId)
        .execute();
      return rows.map((row) => row.member_id);
    },

    /**
     * Whether a member of this merchant with this mobile or e-mail is self-excluded (not lifted): one query,
     * the member found by the unique (merchant_id, mobile) / (merchant_id, email_lower) indexes and
     * their exclusions by (member_id, ends_at).
     */
    async selfExcludedContact(
      merchantId: number,
      contact: { readonly mobile: string | null; readonly emailLower: string | null },
    ): Promise<boolean> {
      if (contact.mobile === null && contact.emailLower === null) return false;
      const row = await db
        .selectFrom('member')
        .innerJoin('player_exclusion', 'player_exclusion.member_id', 'member.id')
        .select('member.id')
        .where('member.merchant_id', '=', merchantId)
        .where((eb) =>
          eb.or([
            ...(contact.mobile === null ? [] : [eb('member.mobile', '=', contact.mobile)]),
            ...(contact.emailLower === null ? [] : [eb('member.email_lower', '=', contact.emailLower)]),
          ]),
        )
        .where('player_exclusion.kind', '=', 'SELF_EXCLUSION')
        .where('player_exclusion.lifted_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
