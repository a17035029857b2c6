import { endpoints } from '@openlobby/contract';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Member, MessagingService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
function member(ctx: RequestContext): Member {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return { merchant: ctx.merchant, session: ctx.session };
}

export function registerMessagingRoutes(app: App, service: MessagingService): void {
  // Exempt from the status gate like the rest of the announcement reads (spec 2.6: the marquee and
  // popups show during maintenance too).
  app.contractRoute(
    endpoints.listAnnouncements,
    (input, ctx) => service.announcements(ctx.merchant, ctx.session, input, ctx.language),
    { statusGate: 'exempt' },
  );
  app.contractRoute(endpoints.markAnnouncementAsRead, (input, ctx) =>
    service.markAnnouncementRead(member(ctx), input.announcementId),
  );
  app.contractRoute(endpoints.lobbyNews, (input, ctx) =>
    service.lobbyNews(ctx.merchant, ctx.session, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.inbox, (input, ctx) =>
    service.inbox(member(ctx), input, input.language ?? ctx.language),
  );
  app.contractRoute(endpoints.readInbox, (input, ctx) => service.readInbox(member(ctx), input.messageId));
  app.contractRoute(endpoints.deleteInbox, (input, ctx) => service.deleteInbox(member(ctx), input.messageId));
  app.contractRoute(endpoints.unreadCount, (_input, ctx) => service.unreadCounts(member(ctx)));
  app.contractRoute(endpoints.modelList, (input, ctx) => service.liveModels(ctx.merchant, input));
}
