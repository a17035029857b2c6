/**
 * House studio: studio sessions (one per exchanged launch token) and their rounds, with
 * everything a player needs to verify a round: the seed's hash shown before play, the seed revealed
 * after, the client seed and the nonce. Money in minor units; the studio's view of the round (the
 * wallet's own books are the ledger and bet_record).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_session')
    // SHA-256 of the bearer token the page holds: a leaked database row cannot play.
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('vendor_code', 'varchar(32)', required)
    .addColumn('engine', 'varchar(16)', required)
    .addColumn('game_code', 'varchar(64)', required)
    // The wallet's answers to authenticate: who plays, in which vendor session and currency.
    .addColumn('player_id', 'varchar(32)', required)
    .addColumn('vendor_session_id', 'varchar(128)', required)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('nickname', 'varchar(64)', required)
    .addColumn('balance', 'varchar(32)', required)
    .addColumn('client_seed', 'varchar(64)', required)
    // The committed seed for the next round; its hash is what the page shows before play.
    .addColumn('next_seed', 'varchar(64)', required)
    .addColumn('next_seed_hash', 'varchar(64)', required)
    .addColumn('next_nonce', 'integer', required)
    // The round being played: set by a compare-and-swap so one tap plays at most one round.
    .addColumn('busy_round_id', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('last_used_at', 'varchar(32)', required)
    .execute();

  await db.schema
    .createTable('studio_round')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(64)', (col) =>
      col.notNull().references('studio_session.id').onDelete('cascade'),
    )
    .addColumn('engine', 'varchar(16)', required)
    .addColumn('game_code', 'varchar(64)', required)
    .addColumn('stake_minor', 'bigint', required)
    .addColumn('win_minor', 'bigint', required)
    .addColumn('server_seed_hash', 'varchar(64)', required)
    .addColumn('server_seed', 'varchar(64)', required)
    .addColumn('client_seed', 'varchar(64)', required)
    .addColumn('nonce', 'integer', required)
    // JSON of the outcome (reels or roll, and the dice choice): what the page draws and verify checks.
    .addColumn('outcome', 'text', required)
    // pending: the bet was taken and the win not yet answered; settled: the wallet answered the win.
    .addColumn('status', 'varchar(16)', required)
    .addColumn('played_at', 'varchar(32)', required)
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('studio_round_session_idx')
    .on('studio_round')
    .columns(['session_id', 'played_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_round').ifExists().execute();
  await db.schema.dropTable('studio_session').ifExists().execute();
}
