import type { Language } from '@openlobby/contract/client';
import { contractCall } from '../../../shared/api/client.ts';

export interface LaunchChatInput {
  language: Language;
  backUrl: string;
  /** The header's colour; left out, the page draws its header in its own theme. */
  headerColor?: string;
  title: string;
}

/** CBS_launchChat (spec 7.1): answers value.chatUrl, the server's /chat page with its chat token. */
export function launchChat(input: LaunchChatInput): Promise<{ chatUrl: string }> {
  return contractCall('launchChat', { query: { b2c: 'true', ...input } });
}
