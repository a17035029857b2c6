/**
 * Internal (house) accounts made the way an operator makes them: through the operator API
 * (POST /ops/members/internal) by an operator the server's CLI created. They log in like any member.
 */
import { MemberType, OPS_MEMBER_PATHS } from '@openlobby/contract';
import { opsPost } from './messaging.ts';
import { operatorSession } from './rewards.ts';
import type { ExtraServer } from './server.ts';
import { DEMO_PASSWORD } from './wallet.ts';

/** A new internal agent (type 41) on `server`, with the demo members' password: its username. */
export async function createInternalAgent(server: ExtraServer): Promise<string> {
  const username = `house${Date.now() % 1_000_000_000}`;
  await opsPost(server, await operatorSession(server), OPS_MEMBER_PATHS.internalAccount, {
    username,
    password: DEMO_PASSWORD,
    type: MemberType.INTERNAL_AGENT,
  });
  return username;
}
