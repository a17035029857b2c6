import { contractCall } from '../../../shared/api/call.ts';

/** CSP_readInbox: marks one message read for the member (idempotent). */
export async function readInbox(messageId: number): Promise<void> {
  await contractCall('readInbox', { body: { messageId } });
}
