import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { type ChatState, type Delivery, deliveryOf } from './chatState.ts';

const DELIVERY_KEY = { sending: 'chat.sending', sent: 'chat.sent', seen: 'chat.seen' } as const;

function Line({
  mine,
  who,
  body,
  at,
  delivery,
}: {
  mine: boolean;
  who: string;
  body: string;
  at: string | null;
  delivery: Delivery | null;
}) {
  const { t, i18n } = useTranslation();
  // Each part its own directional island: a Latin name or date keeps its order in an Urdu line.
  const meta = [
    who,
    at === null ? null : formatDateTime(at, i18n.language),
    delivery && t(DELIVERY_KEY[delivery]),
  ]
    .filter((part): part is string => part !== null && part !== '')
    .map((part) => isolate(part))
    .join(' · ');
  return (
    <li className="chat-line" data-mine={mine || undefined}>
      {/* Text, never HTML: a member's "<b>" is shown as typed. */}
      <Text className="chat-bubble" dir="auto">
        {body}
      </Text>
      <Text size="xs" c="dimmed">
        {meta}
      </Text>
    </li>
  );
}

/** The conversation's messages, the member's at the start side and the agents' at the end. */
export function MessageLog({ state, memberName }: { state: ChatState; memberName: string }) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const count = state.lines.length + state.pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const waiting = state.pending.filter((p) => !state.lines.some((line) => line.clientId === p.clientId));

  return (
    <ol className="chat-log" role="log" aria-label={t('chat.log', { name: memberName })}>
      {count === 0 && (
        <li>
          <Text c="dimmed" size="sm">
            {t('chat.empty')}
          </Text>
        </li>
      )}
      {state.lines.map((line) => (
        <Line
          key={line.id}
          mine={line.sender === 'agent'}
          who={line.sender === 'agent' ? line.author : memberName}
          body={line.body}
          at={line.at}
          delivery={line.sender === 'agent' ? deliveryOf(line.id, state) : null}
        />
      ))}
      {waiting.map((p) => (
        <Line
          key={p.clientId}
          mine
          who={t('chat.you')}
          body={p.body}
          at={null}
          delivery={deliveryOf(null, state)}
        />
      ))}
      <li ref={end} aria-hidden className="chat-log-end" />
    </ol>
  );
}
