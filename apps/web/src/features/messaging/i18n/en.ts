/**
 * English texts of the messaging area (popup, notices, inbox, message centre, live chat), namespace
 * `messaging`: loaded with those lazy chunks, not with home. `ur.ts` must have exactly the same keys (type checker and a unit test).
 */
export const messagingEn = {
  popup: {
    close: 'Close',
    goToActivity: 'Go to activity',
    register: 'Register',
    previous: 'Previous announcement',
    next: 'Next announcement',
    position: '{{current}} / {{total}}',
    pages: 'Announcement pages',
  },
  notice: {
    listLabel: 'Announcement list',
    unread: 'Unread',
    empty: 'No announcements yet',
    emptyHint: 'News from the operator will show here.',
    loadError: 'The announcements could not be loaded.',
    postedAt: 'Posted {{date}}',
  },
  inbox: {
    listLabel: 'Inbox messages',
    unread: 'Unread',
    empty: 'Your inbox is empty',
    emptyHint: 'Messages from the operator will show here.',
    loadError: 'Your messages could not be loaded.',
    loadMore: 'Load more',
    sentAt: 'Sent {{date}}',
    delete: 'Delete',
    confirmTitle: 'Delete this message?',
    confirmText: 'It will be removed from your inbox for good.',
    confirmDelete: 'Delete message',
    deleted: 'Message deleted',
  },
  centre: {
    rows: 'Messages and service',
    messagingApp: 'Messaging app',
    announcements: 'Announcements',
    // The inbox row is named as the page it opens: "Messages" is the lobby's entry into this whole
    // centre, whose count adds up every row's.
    messages: 'Inbox',
    liveChat: 'Live chat',
    affiliateService: 'Affiliate service',
    withBadge: '{{label}}, {{count}} unread',
  },
  service: {
    title: 'Customer service',
    entries: 'Ways to reach us',
    liveChat: 'Live chat',
    liveChatHint: 'Talk to an agent',
    liveChatOnline: 'An agent is online, usually replies within {{minutes}} minutes',
    // <range> keeps the hours on one line; <zone> isolates the zone name's direction.
    liveChatOffline:
      'No agent is online now. Opening hours: daily <range>{{from}}–{{to}}</range> (<zone>{{zone}}</zone>). The answer will also reach your inbox.',
    liveChatUnknown: 'We could not check whether an agent is online. You can still start a chat.',
    whatsapp: 'WhatsApp',
    whatsappHint: 'Message us on WhatsApp',
    messagingApp: 'Messaging app',
    messagingAppHint: 'Write to us in the app',
    servicePage: 'Support page',
    servicePageHint: 'Our customer-service page',
    help: 'Help centre',
    helpHint: 'Answers to common questions',
  },
  chat: {
    wait: 'Connecting you to live chat, please wait…',
    title: 'Live chat',
  },
  common: {
    close: 'Close',
    cancel: 'Cancel',
  },
};
