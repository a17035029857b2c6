/**
 * Live chat over HTTP and WebSocket: the contract calls (CBS_launchChat, CBS_unreadCount), the chat
 * page and its assets, the socket, and the operator's agent page and conversation list.
 */
import {
  CHAT_PAGE_PATH,
  CHAT_SOCKET_PATH,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  MemberType,
  OPS_MESSAGING_PATHS,
  endpoints,
} from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import { pageThemeOf } from '../../platform/page-theme.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { AGENT_SCRIPT, AGENT_SCRIPT_PATH, agentPage } from './agent-page.ts';
import { CHAT_CSS, CHAT_CSS_PATH, chatPage } from './chat-page.ts';
import { CHAT_SCRIPT } from './chat-script.ts';
import type { ChatAvailability } from './availability.ts';
import type { ChatHub } from './socket-hub.ts';
import { type ChatService, safeBackUrl } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

function member(ctx: RequestContext): Session {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return ctx.session;
}

/** Page parameters come from a link: anything unreadable falls back instead of failing. */
const pageQuery = z.object({
  lang: z
    .string()
    .transform((raw) => raw.toUpperCase())
    .pipe(z.enum(LANGUAGES as [Language, ...Language[]]))
    .catch(DEFAULT_LANGUAGE),
  title: z.string().max(64).optional().catch(undefined),
  headerColor: z
    .string()
    .regex(/^#[0-9A-Fa-f]{3,8}$/)
    .optional()
    .catch(undefined),
  backUrl: z.string().max(512).optional().catch(undefined),
  // The lobby's theme; `cssName` as the lottery and studio pages are told it.
  theme: z.string().max(32).optional().catch(undefined),
  cssName: z.string().max(32).optional().catch(undefined),
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional()
    .catch(undefined),
});
const agentListQuery = z.object({
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
});

const asset = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', 'no-cache').send(body);

export interface ChatRouteDeps {
  readonly service: ChatService;
  readonly hub: ChatHub;
  readonly availability: ChatAvailability;
  readonly auth: OperatorAuth;
  /** PUBLIC_URL: its origin, besides the request's own host, may open chat sockets. */
  readonly publicUrl: string;
}

/**
 * Browsers always send Origin on a WebSocket and never let a page forge it, so a foreign one is
 * another site's page riding on the visitor's connection. Clients without Origin are not browsers
 * (apps, tools) and cannot be stopped by it anyway; they still need a chat or operator token.
 */
function isOwnOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    const parsed = new URL(origin);
    return parsed.origin === new URL(publicUrl).origin || parsed.host === host;
  } catch {
    // "null" (sandboxed frames, file:) and garbage are nobody's origin.
    return false;
  }
}

function sameOriginSocket(publicUrl: string) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    done(
      isOwnOrigin(request.headers.origin, request.headers.host, publicUrl)
        ? undefined
        : new ApiError('CHAT_ORIGIN_REFUSED'),
    );
  };
}

export function registerChatRoutes(app: App, d: ChatRouteDeps): void {
  app.contractRoute(endpoints.launchChat, (input, ctx) =>
    d.service.launch(ctx.merchant, member(ctx), {
      language: input.language ?? ctx.language,
      backUrl: input.backUrl,
      headerColor: input.headerColor,
      title: input.title,
    }),
  );
  app.contractRoute(endpoints.chatUnreadCount, async (_input, ctx) => {
    const session = member(ctx);
    // Spec 6: no chat counts for trial members.
    const chatUnreadCount =
      session.type === MemberType.TRIAL ? 0 : await d.service.unreadForMember(session.memberId);
    return { chatUnreadCount };
  });

  app.contractRoute(endpoints.chatAvailability, (_input, ctx) => d.availability.of(ctx.merchant.id));

  app.get(CHAT_PAGE_PATH, (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    const html = chatPage({
      language: query.lang,
      title: query.title?.trim() === '' ? null : (query.title ?? null),
      headerColor: query.headerColor ?? null,
      backUrl: safeBackUrl(query.backUrl),
      theme: pageThemeOf(query.theme, query.cssName),
      merchant: query.merchant ?? null,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
  app.get(`${CHAT_PAGE_PATH}/app.js`, (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', CHAT_SCRIPT),
  );
  app.get(CHAT_CSS_PATH, (_request, reply) => asset(reply, 'text/css; charset=utf-8', CHAT_CSS));
  app.get(CHAT_SOCKET_PATH, { websocket: true, preValidation: sameOriginSocket(d.publicUrl) }, (socket) =>
    d.hub.accept(socket),
  );

  // The page and its script hold no data: the agent signs in from them.
  app.get(OPS_MESSAGING_PATHS.agentPage, { config: opsAccess('public') }, (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        agentPage(query.lang, query.theme || query.cssName ? pageThemeOf(query.theme, query.cssName) : null),
      );
  });
  app.get(AGENT_SCRIPT_PATH, { config: opsAccess('public') }, (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', AGENT_SCRIPT),
  );

  const operator = operatorOf(d.auth);
  // An agent sees only its own merchant's chats; naming another merchant is refused.
  const chatsRoute = { schema: { querystring: agentListQuery }, config: opsAccess('chat.answer') };
  app.get(OPS_MESSAGING_PATHS.chats, chatsRoute, async (request) => {
    const found = await operator(request);
    const { merchantCode } = request.query;
    if (merchantCode !== undefined && merchantCode.toUpperCase() !== found.merchantCode.toUpperCase())
      throw new ApiError('OPERATOR_OTHER_MERCHANT');
    // The agent page polls this list: while it does, its agent counts as online.
    await d.availability.agentSeen(found.merchantId, found.username);
    return { success: true as const, value: await d.service.agentConversations(found.merchantId) };
  });
}
