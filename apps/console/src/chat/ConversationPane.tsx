import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorCode, type OpsChatSummary, errorMessage } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/i18n.ts';
import { memberPath } from '../members/paths.ts';
import { Composer } from './Composer.tsx';
import { MessageLog } from './MessageLog.tsx';
import { type ConnectionState, useChatConnection } from './useChatConnection.ts';

const CONNECTION = {
  connecting: { key: 'chat.connecting', color: 'yellow' },
  connected: { key: 'chat.connected', color: 'green' },
  reconnecting: { key: 'chat.reconnecting', color: 'orange' },
  closed: { key: 'chat.closed', color: 'red' },
} as const satisfies Record<ConnectionState, { key: string; color: string }>;

/** One conversation over the chat socket: its history, the answers, the connection's state. */
export function ConversationPane({
  conversation,
  operatorToken,
  canSeeMember,
  onFatal,
}: {
  conversation: OpsChatSummary;
  operatorToken: string;
  canSeeMember: boolean;
  onFatal: (code: ErrorCode) => void;
}) {
  const { t } = useTranslation();
  const { state, connection, failure, send } = useChatConnection(
    conversation.conversationId,
    operatorToken,
    onFatal,
  );
  const shown = CONNECTION[connection];
  const unsent = connection !== 'connected' && state.pending.some((p) => p.id === null);

  return (
    <Stack gap="sm" className="chat-pane">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>{t('chat.with', { name: conversation.username })}</Title>
        <Group gap="xs">
          {canSeeMember && (
            <Anchor component={Link} to={memberPath(conversation.memberId)} size="sm">
              {t('chat.memberPage')}
            </Anchor>
          )}
          <Badge role="status" color={shown.color} variant="light">
            <span className="visually-hidden">{t('chat.connection')}: </span>
            {t(shown.key)}
          </Badge>
        </Group>
      </Group>
      {failure !== null && (
        <Alert color={connection === 'closed' ? 'red' : 'yellow'} role="alert">
          {errorMessage(failure, currentLanguage())}
        </Alert>
      )}
      <MessageLog state={state} memberName={conversation.username} />
      {unsent && (
        <Text size="sm" c="dimmed">
          {t('chat.queued')}
        </Text>
      )}
      {connection !== 'closed' && <Composer onSend={send} />}
    </Stack>
  );
}
