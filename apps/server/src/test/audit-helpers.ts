/** The audit log as a test reads it back: the newest entry of an action, its states parsed. */
import type { TestContext } from './test-app.ts';

export async function lastAudit(t: TestContext, action: string) {
  const entry = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    ...entry,
    before: JSON.parse(entry.before_state ?? 'null') as unknown,
    after: JSON.parse(entry.after_state ?? 'null') as unknown,
    detail: JSON.parse(entry.detail) as unknown,
  };
}
