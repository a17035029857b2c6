/**
 * The operator's live-chat list (GET /ops/chats, permission chat.answer): the merchant's
 * conversations, those with member messages the agents have not yet seen first. A conversation's
 * messages reach the console over the chat socket (chat-frames.ts, `agent-hello`), not over HTTP.
 */
import { z } from 'zod';

export const opsChatSummary = z.object({
  conversationId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  /** When the last message was written, or the conversation opened (ISO time). */
  lastMessageAt: z.string(),
  /** Member messages after the last one an agent has seen. */
  waiting: z.number().int().min(0),
});
export type OpsChatSummary = z.output<typeof opsChatSummary>;

export const opsChatsValue = z.array(opsChatSummary);
export type OpsChatsValue = z.output<typeof opsChatsValue>;
