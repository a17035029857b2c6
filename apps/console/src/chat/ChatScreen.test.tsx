import type { ChatServerFrame, OpsChatSummary } from '@openlobby/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { ChatScreen } from './ChatScreen.tsx';
import { EMPTY_CHAT, chatReducer } from './chatState.ts';
import { Composer } from './Composer.tsx';
import { MessageLog } from './MessageLog.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const conversations: OpsChatSummary[] = [
  {
    conversationId: 11,
    memberId: 5,
    username: 'answered_one',
    lastMessageAt: '2026-11-26T10:30:00.000Z',
    waiting: 0,
  },
  {
    conversationId: 12,
    memberId: 6,
    username: 'ali_waits',
    lastMessageAt: '2026-11-26T09:15:00.000Z',
    waiting: 3,
  },
];

const themed = (node: ReactNode) => render(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe('the live chat screen', () => {
  it('lists the conversations, the waiting member first, with the count and the last message time', async () => {
    const { sent } = renderScreen({
      path: '/chat',
      at: '/chat',
      element: <ChatScreen />,
      permissions: ['chat.answer'],
      answer: () => ok(conversations),
    });
    const list = within(await screen.findByRole('navigation', { name: 'Conversations' }));
    const buttons = await list.findAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open the chat with ali_waits',
      'Open the chat with answered_one',
    ]);
    expect(buttons[0]).toHaveTextContent('Waiting: 3');
    const description = document.getElementById(buttons[0]?.getAttribute('aria-describedby') ?? '');
    expect(readable(description?.textContent ?? '')).toMatch(/^Last message 26 Nov 2026, \d\d:15:00$/);
    expect(buttons[1]).toHaveTextContent('Answered');
    expect(screen.getByText('Pick a conversation to answer it.')).toBeInTheDocument();
    expect(sent[0]?.url.pathname).toBe('/ops/chats');
  });

  it('is not there for an operator without chat.answer, in Urdu too', async () => {
    await useLanguage('UR');
    const { sent } = renderScreen({
      path: '/chat',
      at: '/chat',
      element: <ChatScreen />,
      permissions: ['members.read'],
      answer: () => ok(conversations),
    });
    expect(screen.queryByRole('navigation', { name: 'گفتگوئیں' })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('the messages of a conversation', () => {
  it('shows what a member typed as text, never as HTML, and where each answer is', () => {
    const frames: ChatServerFrame[] = [
      {
        t: 'msg',
        id: 1,
        clientId: 'm1',
        sender: 'member',
        author: 'ali',
        body: '<b>help</b><img src=x onerror=alert(1)>',
        at: '2026-11-26T10:00:00.000Z',
      },
      {
        t: 'msg',
        id: 2,
        clientId: 'a1',
        sender: 'agent',
        author: 'ops_one',
        body: 'On it',
        at: '2026-11-26T10:01:00.000Z',
      },
      { t: 'seen', member: 2, agent: 1 },
    ];
    let state = frames.reduce((s, frame) => chatReducer(s, { type: 'frame', frame }), EMPTY_CHAT);
    state = chatReducer(state, { type: 'queued', clientId: 'a2', body: 'One more thing' });
    themed(<MessageLog state={state} memberName="ali" />);
    const log = screen.getByRole('log', { name: 'Messages with ali' });
    expect(within(log).getByText('<b>help</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log.querySelector('b, img')).toBeNull();
    const items = within(log).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(/On it.*ops_one.*Seen/);
    expect(items[2]).toHaveTextContent(/One more thing.*You.*Sending/);
  });
});

describe('the answer box', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and sends nothing empty', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<(body: string) => void>();
    themed(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('   Hello\nthere');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello\nthere');
    expect(box).toHaveValue('');
    await user.type(box, 'By the button');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('By the button');
  });
});
