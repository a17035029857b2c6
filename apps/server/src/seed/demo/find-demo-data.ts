/**
 * Demo data left in a database: a production server refuses to start on it, since the demo members'
 * password is published and the demo channels let members credit themselves.
 */
import type { Db } from '../../db/database.ts';
import { DEMO_USERNAMES } from './members.ts';

export const DEMO_GATEWAY_NAME = 'demo';

/** What demo data the database holds, in words for the operator; empty when none. */
export async function findDemoData(db: Db): Promise<string[]> {
  const members = await db
    .selectFrom('member')
    .select('username')
    .where('username_lower', 'in', DEMO_USERNAMES)
    .orderBy('username_lower')
    .execute();
  const channels = await db
    .selectFrom('deposit_channel')
    .select('channel_id')
    .where('gateway', '=', DEMO_GATEWAY_NAME)
    .orderBy('channel_id')
    .execute();
  return [
    ...(members.length > 0 ? [`demo members (${members.map((m) => m.username).join(', ')})`] : []),
    ...(channels.length > 0
      ? [`demo deposit channels (${channels.map((c) => c.channel_id).join(', ')})`]
      : []),
  ];
}

export class DemoDataError extends Error {
  override readonly name = 'DemoDataError';
}
