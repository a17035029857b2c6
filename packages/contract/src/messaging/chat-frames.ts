/**
 * The live-chat socket protocol (JSON text frames), shared by the server, its chat page and agent
 * page, and later clients. The socket URL carries no secret: the first frame authenticates.
 */
import { z } from 'zod';

export const CHAT_SOCKET_PATH = '/chat/socket';
export const CHAT_PAGE_PATH = '/chat';
export const CHAT_BODY_MAX = 2000;
/** A socket that has not said hello by then is closed. */
export const CHAT_HELLO_TIMEOUT_MS = 10_000;
/** How long the token a launch hands out opens (and re-opens, after a reconnect) the socket. */
export const CHAT_TOKEN_MINUTES = 30;

const afterId = z.number().int().min(0).max(2_147_483_647);

export const chatClientFrame = z.discriminatedUnion('t', [
  /** A member: the token from CBS_launchChat. `after`: the last message id this client has. */
  z.object({ t: z.literal('hello'), token: z.string().min(16).max(128), after: afterId }),
  /** An operator answering one conversation: the operator session token. */
  z.object({
    t: z.literal('agent-hello'),
    operatorToken: z.string().min(16).max(512),
    conversationId: z.number().int().min(1).max(2_147_483_647),
    after: afterId,
  }),
  /** `clientId` is the sender's own id: a resend after a reconnect is stored once. */
  z.object({
    t: z.literal('send'),
    clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    body: z
      .string()
      .max(CHAT_BODY_MAX)
      .refine((value) => value.trim() !== '' && !value.includes('\u0000'), 'empty or NUL'),
  }),
  z.object({ t: z.literal('seen'), upTo: afterId }),
]);
export type ChatClientFrame = z.output<typeof chatClientFrame>;

export const chatMessageFrame = z.object({
  t: z.literal('msg'),
  id: z.number().int(),
  clientId: z.string(),
  sender: z.enum(['member', 'agent']),
  author: z.string(),
  /** Plain text: clients show it as text, never as HTML. */
  body: z.string(),
  at: z.string(),
});

export const chatServerFrame = z.discriminatedUnion('t', [
  z.object({ t: z.literal('ready'), conversationId: z.number().int(), side: z.enum(['member', 'agent']) }),
  chatMessageFrame,
  /** The message with this client id is stored under `id` (delivery state "sent"). */
  z.object({ t: z.literal('ack'), clientId: z.string(), id: z.number().int() }),
  /** The highest message id each side has seen (delivery state "seen"). */
  z.object({ t: z.literal('seen'), member: z.number().int(), agent: z.number().int() }),
  /** A stable error code of errors.ts; `fatal` closes the socket after it. */
  z.object({ t: z.literal('error'), code: z.string(), fatal: z.boolean() }),
]);
export type ChatServerFrame = z.output<typeof chatServerFrame>;
