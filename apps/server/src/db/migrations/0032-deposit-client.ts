/**
 * Deposit promotions counted once per device / address at approval, and Urdu promotion art.
 * A deposit keeps who asked for it (the hash of the session's user-agent and the client address,
 * null for deposits made before this) so the approving transaction can insert the same claim keys
 * a claim does, and why a requested promotion was not granted (its reason code, null when granted
 * or none was asked for). A promotion may carry a second banner for Urdu (null: the English one).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit').addColumn('device_hash', 'varchar(64)').execute();
  await db.schema.alterTable('deposit').addColumn('client_ip', 'varchar(64)').execute();
  await db.schema.alterTable('deposit').addColumn('promo_refusal', 'varchar(32)').execute();
  await db.schema.alterTable('promotion').addColumn('banner_url_ur', 'varchar(512)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promotion').dropColumn('banner_url_ur').execute();
  await db.schema.alterTable('deposit').dropColumn('promo_refusal').execute();
  await db.schema.alterTable('deposit').dropColumn('client_ip').execute();
  await db.schema.alterTable('deposit').dropColumn('device_hash').execute();
}
