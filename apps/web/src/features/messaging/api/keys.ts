import type { Language } from '@openlobby/contract/client';

/** Query keys of the messaging screens; everything under MESSAGING_KEY reloads together. */
export const MESSAGING_KEY = ['messaging'] as const;
export const NOTICES_KEY = [...MESSAGING_KEY, 'notices'] as const;

export const messagingKeys = {
  notices: (token: string | null, language: Language) => [...NOTICES_KEY, token, language] as const,
  inbox: (token: string | null, language: Language) => [...MESSAGING_KEY, 'inbox', token, language] as const,
  unread: (token: string | null) => [...MESSAGING_KEY, 'unread', token] as const,
};
