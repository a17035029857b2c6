/**
 * AML's tables and the monitor's reads. Scans read a window (from, to] of one merchant's new
 * activity by the indexes of migration 0042; the figures behind a rule are read for every member,
 * address or device of the window at once (grouped, in chunks of ids), so a pass costs a handful
 * of statements however many members were active.
 * An alert is opened with its OPENED case entry in one transaction, and at most once per rule and
 * subject while open (the unique `open_slot`).
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AmlAlertTable, AmlCaseEntryTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';

type Conn = Db | Tx;
type Sum = string | number | bigint | null;
export type AlertRow = Selectable<AmlAlertTable> & { username: string | null };
export type CaseEntryRow = Selectable<AmlCaseEntryTable>;

export interface Window {
  readonly from: string;
  readonly to: string;
}

export interface NewAlert {
  readonly merchantId: number;
  readonly rule: string;
  readonly memberId: number | null;
  readonly subject: string;
  readonly facts: string;
  readonly currency: string;
  readonly at: string;
  readonly summary: string;
}

export interface AlertFilter {
  readonly status?: string;
  readonly rule?: string;
  readonly memberId?: number;
  readonly offset: number;
  readonly limit: number;
}

/** What a member played between their last deposit and a withdrawal. */
export interface PlayBefore {
  readonly depositMinor: bigint;
  readonly played: bigint;
}

export interface SeenMember {
  readonly id: number;
  readonly username: string;
}

/**
 * Ids or keys per statement in the grouped reads: far below SQLite's and PostgreSQL's limits on
 * bound values, and a busy merchant's minute still takes a handful of statements.
 */
const CHUNK = 500;

/** `read` over `items` in chunks of CHUNK, one statement after another; none for no items. */
async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) rows.push(...(await read(items.slice(i, i + CHUNK))));
  return rows;
}

const totalsByMember = (rows: readonly { member_id: number; total: Sum }[]) =>
  new Map(rows.map((row) => [row.member_id, toBigInt(row.total ?? 0)]));

/** Rows in their order, grouped by key (an address or a device). */
function membersByKey(
  rows: readonly { key: string | null; id: number; username: string }[],
): Map<string, SeenMember[]> {
  const byKey = new Map<string, SeenMember[]>();
  for (const { key, id, username } of rows) {
    if (key === null) continue;
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, [{ id, username }]);
    else seen.push({ id, username });
  }
  return byKey;
}

export type AmlRepository = ReturnType<typeof createAmlRepository>;

export function createAmlRepository(db: Db) {
  const alerts = (conn: Conn) =>
    conn
      .selectFrom('aml_alert as a')
      .leftJoin('member as m', 'm.id', 'a.member_id')
      .selectAll('a')
      .select('m.username');

  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    merchants(): Promise<{ id: number }[]> {
      return db.selectFrom('merchant').select('id').orderBy('id').execute();
    },

    setting(merchantId: number) {
      return db
        .selectFrom('aml_setting')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    async saveRules(tx: Tx, merchantId: number, rules: string, by: string, at: string): Promise<void> {
      await tx
        .insertInto('aml_setting')
        .values({ merchant_id: merchantId, rules, scanned_to: null, updated_at: at, updated_by: by })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ rules, updated_at: at, updated_by: by }))
        .execute();
    },

    /** Moves the monitor's cursor from `from` (null: never scanned) to `to`; false when another run moved it. */
    async advance(merchantId: number, rules: string, from: string | null, to: string): Promise<boolean> {
      await db
        .insertInto('aml_setting')
        .values({ merchant_id: merchantId, rules, scanned_to: null, updated_at: null, updated_by: null })
        .onConflict((oc) => oc.column('merchant_id').doNothing())
        .execute();
      const result = await db
        .updateTable('aml_setting')
        .set({ scanned_to: to })
        .where('merchant_id', '=', merchantId)
        .where('scanned_to', from === null ? 'is' : '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Members with a deposit approved in the window. */
    async depositors(merchantId: number, w: Window): Promise<number[]> {
      const rows = await db
        .selectFrom('deposit')
        .select('member_id')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'approved')
        .where('decided_at', '>', w.from)
        .where('decided_at', '<=', w.to)
        .execute();
      return rows.map((row) => row.member_id);
    },

    /** Each member's approved deposits since `since`; a member with none is left out (0). */
    async depositTotals(memberIds: readonly number[], since: string): Promise<Map<number, bigint>> {
      const rows = await inChunks(memberIds, (ids) =>
        db
          .selectFrom('deposit')
          .select('member_id')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('member_id', 'in', ids)
          .where('status', '=', 'approved')
          .where('decided_at', '>=', since)
          .groupBy('member_id')
          .execute(),
      );
      return totalsByMember(rows);
    },

    /** Withdrawals requested in the window (whatever became of them since). */
    withdrawals(merchantId: number, w: Window) {
      return db
        .selectFrom('withdrawal')
        .select(['id', 'member_id', 'amount_minor', 'created_at'])
        .where('merchant_id', '=', merchantId)
        .where('created_at', '>', w.from)
        .where('created_at', '<=', w.to)
        .orderBy('created_at')
        .execute();
    },

    /** Each member's withdrawals not rejected since `since`; a member with none is left out (0). */
    async withdrawalTotals(memberIds: readonly number[], since: string): Promise<Map<number, bigint>> {
      const rows = await inChunks(memberIds, (ids) =>
        db
          .selectFrom('withdrawal')
          .select('member_id')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('member_id', 'in', ids)
          .where('status', '!=', 'rejected')
          .where('created_at', '>=', since)
          .groupBy('member_id')
          .execute(),
      );
      return totalsByMember(rows);
    },

    /**
     * For each withdrawal, its member's last approved deposit before it and the valid bets placed
     * from that deposit's approval until the withdrawal; a withdrawal with no such deposit is left
     * out. Of deposits approved at the same instant, the greatest id counts.
     */
    async playBeforeWithdrawals(withdrawalIds: readonly string[]): Promise<Map<string, PlayBefore>> {
      const rows = await inChunks(withdrawalIds, (ids) =>
        db
          .with('w', (qb) =>
            qb
              .selectFrom('withdrawal as w')
              .select(['w.id', 'w.member_id', 'w.created_at'])
              .select((eb) =>
                eb
                  .selectFrom('deposit as d')
                  .select('d.id')
                  .whereRef('d.member_id', '=', 'w.member_id')
                  .where('d.status', '=', 'approved')
                  .whereRef('d.decided_at', '<', 'w.created_at')
                  .orderBy('d.decided_at', 'desc')
                  .orderBy('d.id', 'desc')
                  .limit(1)
                  .as('deposit_id'),
              )
              .where('w.id', 'in', ids),
          )
          .selectFrom('w')
          .innerJoin('deposit as d', 'd.id', 'w.deposit_id')
          .select(['w.id', 'd.amount_minor'])
          .select((eb) =>
            eb
              .selectFrom('bet_record as b')
              .select((b) => b.fn.sum<Sum>('b.valid_bet_minor').as('total'))
              .whereRef('b.member_id', '=', 'w.member_id')
              .whereRef('b.placed_at', '>=', 'd.decided_at')
              .whereRef('b.placed_at', '<', 'w.created_at')
              .as('played'),
          )
          .execute(),
      );
      return new Map(
        rows.map((row) => [
          row.id,
          { depositMinor: toBigInt(row.amount_minor), played: toBigInt(row.played ?? 0) },
        ]),
      );
    },

    /** Addresses members signed in from in the window. */
    async signInAddresses(merchantId: number, w: Window): Promise<string[]> {
      const rows = await db
        .selectFrom('member_session')
        .select('ip')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where('created_at', '>', w.from)
        .where('created_at', '<=', w.to)
        .where('ip', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.ip === null ? [] : [row.ip]));
    },

    /**
     * Members who signed in from each address since `since`, newest sign-in first (of the same
     * instant, the greatest member id); an address with none is left out.
     */
    async membersOnAddresses(
      merchantId: number,
      ips: readonly string[],
      since: string,
    ): Promise<Map<string, SeenMember[]>> {
      const rows = await inChunks(ips, (chunk) =>
        db
          .selectFrom('member_session as s')
          .innerJoin('member as m', 'm.id', 's.member_id')
          .select(['s.ip as key', 'm.id', 'm.username'])
          .select((eb) => eb.fn.max('s.created_at').as('last'))
          .where('s.merchant_id', '=', merchantId)
          .where('s.ip', 'in', chunk)
          .where('s.created_at', '>=', since)
          .groupBy(['s.ip', 'm.id', 'm.username'])
          .orderBy('last', 'desc')
          .orderBy('m.id', 'desc')
          .execute(),
      );
      return membersByKey(rows);
    },

    /** Devices (browser hashes) deposits were asked from in the window. */
    async depositDevices(merchantId: number, w: Window): Promise<string[]> {
      const rows = await db
        .selectFrom('deposit')
        .select('device_hash')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where('created_at', '>', w.from)
        .where('created_at', '<=', w.to)
        .where('device_hash', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.device_hash === null ? [] : [row.device_hash]));
    },

    /** Members who asked for a deposit from each device since `since`, in the order of membersOnAddresses. */
    async membersOnDevices(
      merchantId: number,
      hashes: readonly string[],
      since: string,
    ): Promise<Map<string, SeenMember[]>> {
      const rows = await inChunks(hashes, (chunk) =>
        db
          .selectFrom('deposit as d')
          .innerJoin('member as m', 'm.id', 'd.member_id')
          .select(['d.device_hash as key', 'm.id', 'm.username'])
          .select((eb) => eb.fn.max('d.created_at').as('last'))
          .where('d.merchant_id', '=', merchantId)
          .where('d.device_hash', 'in', chunk)
          .where('d.created_at', '>=', since)
          .groupBy(['d.device_hash', 'm.id', 'm.username'])
          .orderBy('last', 'desc')
          .orderBy('m.id', 'desc')
          .execute(),
      );
      return membersByKey(rows);
    },

    /** Members (not trial accounts) registered in the window. */
    newMembers(merchantId: number, w: Window) {
      return db
        .selectFrom('member')
        .select(['id', 'username', 'created_ip', 'mobile'])
        .where('merchant_id', '=', merchantId)
        .where('created_at', '>', w.from)
        .where('created_at', '<=', w.to)
        .where('type', '!=', 4)
        .execute();
    },

    /** Opens the alert with its OPENED entry; false when one is open for this rule and subject. */
    async open(alert: NewAlert): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('aml_alert')
          .values({
            merchant_id: alert.merchantId,
            rule: alert.rule,
            member_id: alert.memberId,
            subject: alert.subject,
            open_slot: `${alert.rule}:${alert.subject}`,
            status: 'OPEN',
            outcome: null,
            facts: alert.facts,
            currency: alert.currency,
            created_at: alert.at,
            updated_at: alert.at,
          })
          .onConflict((oc) => oc.column('open_slot').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted === undefined) return false;
        await tx
          .insertInto('aml_case_entry')
          .values({
            alert_id: inserted.id,
            kind: 'OPENED',
            body: alert.summary,
            status: 'OPEN',
            outcome: null,
            actor: 'monitor',
            at: alert.at,
          })
          .execute();
        return true;
      });
    },

    async list(
      merchantId: number,
      filter: AlertFilter,
    ): Promise<{ rows: AlertRow[]; total: number; open: number }> {
      let query = db.selectFrom('aml_alert as a').where('a.merchant_id', '=', merchantId);
      if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
      if (filter.rule !== undefined) query = query.where('a.rule', '=', filter.rule);
      if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
      const [rows, count, open] = await Promise.all([
        query
          .leftJoin('member as m', 'm.id', 'a.member_id')
          .selectAll('a')
          .select('m.username')
          .orderBy('a.id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
        db
          .selectFrom('aml_alert')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('merchant_id', '=', merchantId)
          .where('status', '!=', 'CLOSED')
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0), open: Number(open?.n ?? 0) };
    },

    byId(merchantId: number, alertId: number, conn: Conn = db): Promise<AlertRow | undefined> {
      return alerts(conn)
        .where('a.merchant_id', '=', merchantId)
        .where('a.id', '=', alertId)
        .executeTakeFirst();
    },

    log(alertId: number): Promise<CaseEntryRow[]> {
      return db
        .selectFrom('aml_case_entry')
        .selectAll()
        .where('alert_id', '=', alertId)
        .orderBy('id')
        .execute();
    },

    async addEntry(tx: Tx, entry: Omit<CaseEntryRow, 'id'>): Promise<void> {
      await tx.insertInto('aml_case_entry').values(entry).execute();
    },

    /** Moves the alert from `from` to `to` (closing frees its slot); false when it was not at `from`. */
    async move(tx: Tx, alertId: number, from: string, to: string, outcome: string | null, at: string) {
      const result = await tx
        .updateTable('aml_alert')
        .set({ status: to, outcome, updated_at: at, ...(to === 'CLOSED' ? { open_slot: null } : {}) })
        .where('id', '=', alertId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What a report needs about the member. */
    member(memberId: number) {
      return db
        .selectFrom('member')
        .select([
          'id',
          'username',
          'payee_name',
          'email',
          'mobile',
          'id_number',
          'created_at',
          'created_ip',
          'last_login_at',
          'last_login_ip',
          'disabled',
        ])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    deposits(memberId: number, since: string, limit: number) {
      return db
        .selectFrom('deposit')
        .select(['id', 'status', 'amount_minor', 'channel_name', 'created_at', 'decided_at', 'client_ip'])
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    withdrawalsOf(memberId: number, since: string, limit: number) {
      return db
        .selectFrom('withdrawal')
        .select(['id', 'status', 'amount_minor', 'bank_name', 'masked_number', 'created_at', 'decided_at'])
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
