import { Button, Group, Textarea } from '@mantine/core';
import { CHAT_BODY_MAX } from '@openlobby/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The answer box: Enter sends, Shift+Enter starts a new line; an empty answer is not sent. */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === '') return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={submit} className="chat-composer">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          className="chat-composer-input"
          label={t('chat.message')}
          description={t('chat.hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_BODY_MAX}
          rows={2}
          dir="auto"
        />
        <Button type="submit">{t('chat.send')}</Button>
      </Group>
    </form>
  );
}
