import { ModuleId } from '../enums.ts';
import type { EndpointMeta } from '../endpoint.ts';

/** Messaging endpoints of spec sections 2.13, 4, 6 and 7: announcement reads, inbox, unread counts, chat. */
export const messagingPaths = {
  markAnnouncementAsRead: {
    name: 'markAnnouncementAsRead',
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    module: ModuleId.COMM3,
    token: 'required',
    encrypted: false,
  },
  lobbyNews: {
    name: 'lobbyNews',
    method: 'GET',
    path: '/wps/relay/GLS2_lobbyNews',
    module: ModuleId.COMM3,
    token: 'optional',
    encrypted: false,
  },
  inbox: {
    name: 'inbox',
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    module: null,
    token: 'required',
    encrypted: false,
  },
  readInbox: {
    name: 'readInbox',
    method: 'POST',
    path: '/wps/relay/CSP_readInbox',
    module: null,
    token: 'required',
    encrypted: false,
  },
  deleteInbox: {
    name: 'deleteInbox',
    method: 'POST',
    path: '/wps/relay/CSP_deleteInbox',
    module: null,
    token: 'required',
    encrypted: false,
  },
  unreadCount: {
    name: 'unreadCount',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    module: null,
    token: 'required',
    encrypted: false,
  },
  launchChat: {
    name: 'launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    module: ModuleId.CBS3,
    token: 'required',
    encrypted: false,
  },
  chatUnreadCount: {
    name: 'chatUnreadCount',
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    module: ModuleId.CBS3,
    token: 'required',
    encrypted: false,
  },
  /** Whether an agent is online, the usual wait and the opening hours; guests see them too. */
  chatAvailability: {
    name: 'chatAvailability',
    method: 'GET',
    path: '/wps/relay/CBS_chatAvailability',
    module: ModuleId.CBS3,
    token: 'none',
    encrypted: false,
  },
  modelList: {
    name: 'modelList',
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    module: null,
    token: 'none',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
