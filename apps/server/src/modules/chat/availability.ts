/**
 * Is anyone there: agents seen in the last minute on any instance (presence is in the database, so
 * every instance answers alike), the usual wait, and the opening hours. A member message sent while
 * no agent is online marks its conversation, and agents' answers then go to the member's inbox too,
 * until the member has seen one in the chat: the chat page promises exactly that.
 */
import { type ChatAvailabilityValue, LANGUAGES, type Language } from '@openlobby/contract';
import type { ChatConfig } from '../../config-chat.ts';
import { html, render } from '../../platform/html.ts';
import type { ChatMessageRow, ChatRepository } from './repository.ts';

/** The agent page polls every few seconds; a minute without a poll or a hello means the agent left. */
export const AGENT_ONLINE_WINDOW_MS = 60_000;

const INBOX_TITLE: Record<Language, string> = {
  EN: 'Reply from live chat',
  UR: 'لائیو چیٹ سے جواب',
};

/** "HH:MM" of the instant in the zone. */
function clockIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Within [from, to) in the zone; a range whose end is before its start runs past midnight. */
export function withinOpeningHours(hours: ChatConfig['openingHours'], at: Date): boolean {
  const clock = clockIn(at, hours.timeZone);
  return hours.from < hours.to
    ? clock >= hours.from && clock < hours.to
    : clock >= hours.from || clock < hours.to;
}

export interface ChatAvailabilityDeps {
  readonly repository: ChatRepository;
  readonly config: ChatConfig;
  readonly now: () => Date;
}

export type ChatAvailability = ReturnType<typeof createChatAvailability>;

export function createChatAvailability({ repository, config, now }: ChatAvailabilityDeps) {
  const agentsOnline = (merchantId: number) =>
    repository.agentsSeenSince(merchantId, new Date(now().getTime() - AGENT_ONLINE_WINDOW_MS).toISOString());

  return {
    agentSeen: (merchantId: number, agent: string) =>
      repository.touchAgent(merchantId, agent, now().toISOString()),

    async of(merchantId: number): Promise<ChatAvailabilityValue> {
      return {
        agentsOnline: await agentsOnline(merchantId),
        replyMinutes: config.replyMinutes,
        openingHours: config.openingHours,
        withinHours: withinOpeningHours(config.openingHours, now()),
      };
    },

    /** After a member's message is stored: with nobody online, the answers will go to the inbox too. */
    async memberWrote(merchantId: number, message: ChatMessageRow): Promise<void> {
      if ((await agentsOnline(merchantId)) === 0)
        await repository.answerToInboxAfter(message.conversationId, message.id);
    },

    /** After an agent's answer is stored: into the inbox as well while the conversation is marked. */
    agentAnswered: (answer: ChatMessageRow) =>
      repository.copyAnswerToInbox(
        answer,
        LANGUAGES.map((language) => ({
          language,
          title: INBOX_TITLE[language],
          content: render(html`<p dir="auto">${answer.body}</p>`),
        })),
      ),

    /** After the member's seen mark moved: an answer seen in the chat ends the inbox copies. */
    memberSaw: (conversationId: number) => repository.clearInboxMarkIfAnswerSeen(conversationId),
  };
}
