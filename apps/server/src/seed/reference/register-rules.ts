/** The merchant's registration rules (which fields the form asks for), when it has none. */
import type { Transaction } from 'kysely';
import { DEFAULT_REGISTER_RULES } from '../../modules/accounts/rules.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

export async function seedRegisterRules(tx: Tx, merchantId: number): Promise<void> {
  const rule = await tx
    .selectFrom('register_rule')
    .select('field')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (rule === undefined) {
    await tx
      .insertInto('register_rule')
      .values(
        DEFAULT_REGISTER_RULES.map((r, index) => ({
          merchant_id: merchantId,
          field: r.name,
          enabled: r.enabled ? 1 : 0,
          required: r.required ? 1 : 0,
          pattern: r.pattern,
          min_length: r.min,
          max_length: r.max,
          sort_order: index,
        })),
      )
      .execute();
  }
}
