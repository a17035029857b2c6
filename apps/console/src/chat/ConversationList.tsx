import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OpsChatSummary } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { orderConversations } from './chatState.ts';

/** The merchant's conversations, those waiting for an answer first; the open one is marked. */
export function ConversationList({
  conversations,
  selected,
  onOpen,
}: {
  conversations: readonly OpsChatSummary[];
  selected: number | null;
  onOpen: (conversation: OpsChatSummary) => void;
}) {
  const { t, i18n } = useTranslation();
  if (conversations.length === 0)
    return (
      <Text c="dimmed" size="sm" p="sm">
        {t('chat.noConversations')}
      </Text>
    );
  return (
    <ul className="chat-list">
      {orderConversations(conversations).map((c) => {
        const current = c.conversationId === selected;
        return (
          <li key={c.conversationId}>
            <UnstyledButton
              className="chat-list-item"
              data-current={current || undefined}
              data-waiting={c.waiting > 0 || undefined}
              aria-current={current ? 'true' : undefined}
              aria-label={t('chat.open', { name: c.username })}
              aria-describedby={`chat-item-${c.conversationId}`}
              onClick={() => onOpen(c)}
            >
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={c.waiting > 0 ? 700 : 500} truncate className="ltr-text">
                    {c.username}
                  </Text>
                  {c.waiting > 0 ? (
                    <Badge color="red" variant="filled" size="sm">
                      {t('chat.waiting', { count: c.waiting })}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" size="sm">
                      {t('chat.answered')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" id={`chat-item-${c.conversationId}`}>
                  {t('chat.lastMessage', { time: isolate(formatDateTime(c.lastMessageAt, i18n.language)) })}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
