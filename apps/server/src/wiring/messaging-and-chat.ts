import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createChatAvailability } from '../modules/chat/availability.ts';
import { type ChatBus, createLocalBus, createPostgresBus } from '../modules/chat/bus.ts';
import { createChatRepository } from '../modules/chat/repository.ts';
import { registerChatRoutes } from '../modules/chat/routes.ts';
import { createChatService } from '../modules/chat/service.ts';
import { createChatHub } from '../modules/chat/socket-hub.ts';
import type { Sessions } from '../modules/accounts/sessions.ts';
import { createMessagingOperatorActions } from '../modules/messaging/operator-actions.ts';
import { registerMessagingOpsRoutes } from '../modules/messaging/ops-routes.ts';
import { createMessagingRepository } from '../modules/messaging/repository.ts';
import { registerMessagingRoutes } from '../modules/messaging/routes.ts';
import { createMessagingService } from '../modules/messaging/service.ts';
import type { OperatorAuth } from '../modules/operator/auth.ts';
import { mayDo } from '../modules/operator/permissions.ts';
import type { SystemService } from '../modules/system/service.ts';
import { ApiError } from '../platform/api-error.ts';
import type { App } from '../platform/typed-app.ts';

/**
 * Announcements, inbox and unread counts (messaging) and live chat. On PostgreSQL chat events go
 * through LISTEN/NOTIFY so several instances share them; on SQLite one process owns the data.
 */
export function registerMessaging(
  app: App,
  config: AppConfig,
  database: Database,
  system: SystemService,
  operatorAuth: OperatorAuth,
  now: () => Date,
  sessions: Sessions,
): void {
  const bus: ChatBus =
    database.dialect === 'postgres' && config.databaseUrl !== null
      ? createPostgresBus(config.databaseUrl, app.log)
      : createLocalBus();
  app.addHook('onClose', () => bus.close());
  const chatRepository = createChatRepository(database.db);
  const availability = createChatAvailability({ repository: chatRepository, config: config.chat, now });
  const chat = createChatService(chatRepository, now, availability);
  const hub = createChatHub(
    chat,
    bus,
    async (token) => {
      const agent = await operatorAuth.resolve(token);
      // The socket is the agent page's other half: the same permission as its conversation list.
      if (!mayDo(agent.roles, 'chat.answer')) throw new ApiError('OPERATOR_FORBIDDEN');
      return { name: agent.username, merchantId: agent.merchantId };
    },
    app.log,
  );
  app.decorate('chatHub', hub);
  sessions.onEnded(async (memberId) => {
    await chat.revokeMemberTokens(memberId);
    hub.endMember(memberId);
  });
  const repository = createMessagingRepository(database.db);
  registerMessagingRoutes(
    app,
    createMessagingService({ repository, system, chatUnread: (id) => chat.unreadForMember(id), now }),
  );
  registerMessagingOpsRoutes(app, {
    auth: operatorAuth,
    actions: createMessagingOperatorActions(repository, system.contentChanged, now),
  });
  registerChatRoutes(app, {
    service: chat,
    hub,
    availability,
    auth: operatorAuth,
    publicUrl: config.accounts.publicUrl,
  });
}
