import { defineEndpoint } from '../endpoint.ts';
import { messagingPaths as p } from './paths.ts';
import * as s from './schemas.ts';

export const messagingEndpoints = {
  markAnnouncementAsRead: defineEndpoint(
    p.markAnnouncementAsRead,
    s.markAnnouncementRequest,
    s.markAnnouncementValue,
  ),
  lobbyNews: defineEndpoint(p.lobbyNews, s.lobbyNewsRequest, s.lobbyNewsValue),
  inbox: defineEndpoint(p.inbox, s.inboxRequest, s.inboxValue),
  readInbox: defineEndpoint(p.readInbox, s.inboxMessageRequest, s.inboxStateValue),
  deleteInbox: defineEndpoint(p.deleteInbox, s.inboxMessageRequest, s.inboxStateValue),
  unreadCount: defineEndpoint(p.unreadCount, s.unreadCountRequest, s.unreadCountValue),
  launchChat: defineEndpoint(p.launchChat, s.launchChatRequest, s.launchChatValue),
  chatUnreadCount: defineEndpoint(p.chatUnreadCount, s.unreadCountRequest, s.chatUnreadCountValue),
  chatAvailability: defineEndpoint(p.chatAvailability, s.chatAvailabilityRequest, s.chatAvailabilityValue),
  modelList: defineEndpoint(p.modelList, s.modelListRequest, s.modelListValue),
};
