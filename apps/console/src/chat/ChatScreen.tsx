import { Paper, Stack, Text, Title } from '@mantine/core';
import { OPS_MESSAGING_PATHS, type ErrorCode, type OpsChatSummary, opsChatsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsole, useSession } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import './chat.css';

/** The server has no push for the list: asked again this often (the agent page does the same). */
export const CHAT_LIST_REFRESH_MS = 5_000;

/**
 * Live chat (chat.answer): the merchant's conversations, those waiting first, refreshed every few
 * seconds; the open one (?c=id, so a reload keeps it) is answered over the chat socket beside the list.
 */
export function ChatScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const { api, session } = useConsole();
  const { session: current } = useSession();
  const [params, setParams] = useSearchParams();
  const allowed = me.permissions.includes('chat.answer');
  const chats = useQuery({
    queryKey: ['chats'],
    queryFn: () => api.call('GET', OPS_MESSAGING_PATHS.chats, opsChatsValue),
    refetchInterval: CHAT_LIST_REFRESH_MS,
    enabled: allowed,
  });
  const onFatal = useCallback(
    (code: ErrorCode) => {
      if (code === 'OPERATOR_NOT_LOGGED_IN') session.end('expired');
    },
    [session],
  );
  if (!allowed) return <NotFoundScreen />;

  const selectedId = Number(params.get('c') ?? '') || null;
  const open = (c: OpsChatSummary) => setParams({ c: String(c.conversationId) });

  return (
    <Stack>
      <Title order={2}>{t('chat.title')}</Title>
      <div className="chat-workspace">
        <Paper withBorder p="xs" component="nav" aria-label={t('chat.conversations')} className="chat-side">
          <Title order={3} size="h5" p="xs">
            {t('chat.conversations')}
          </Title>
          <QueryState query={chats}>
            {(list) => <ConversationList conversations={list} selected={selectedId} onOpen={open} />}
          </QueryState>
        </Paper>
        <Paper withBorder p="md" className="chat-main">
          {(() => {
            const selected = chats.data?.find((c) => c.conversationId === selectedId);
            if (selected === undefined || current === null) return <Text c="dimmed">{t('chat.pick')}</Text>;
            return (
              <ConversationPane
                key={selected.conversationId}
                conversation={selected}
                operatorToken={current.token}
                canSeeMember={me.permissions.includes('members.read')}
                onFatal={onFatal}
              />
            );
          })()}
        </Paper>
      </div>
    </Stack>
  );
}
