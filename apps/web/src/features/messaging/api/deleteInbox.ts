import { contractCall } from '../../../shared/api/client.ts';

/** CSP_deleteInbox: removes one message from the member's inbox. */
export async function deleteInbox(messageId: number): Promise<void> {
  await contractCall('deleteInbox', { body: { messageId } });
}
