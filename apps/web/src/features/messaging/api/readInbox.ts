import { contractCall } from '../../../shared/api/client.ts';

/** CSP_readInbox: marks one message read for the member (idempotent). */
export async function readInbox(messageId: number): Promise<void> {
  await contractCall('readInbox', { body: { messageId } });
}
