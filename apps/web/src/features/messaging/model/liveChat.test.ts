import { CHAT_REDIRECT_MS } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { type ChatLaunchSteps, runChatLaunch } from './liveChat.ts';

function steps(launch: () => Promise<{ chatUrl: string }>): { events: string[]; steps: ChatLaunchSteps } {
  const events: string[] = [];
  return {
    events,
    steps: {
      showWait: () => {
        events.push('wait shown');
        return 1;
      },
      hideWait: () => events.push('wait hidden'),
      launch: () => {
        events.push('launch');
        return launch();
      },
      pause: (ms) => {
        events.push(`pause ${ms}`);
        return Promise.resolve();
      },
      go: (url) => events.push(`go ${url}`),
      fail: (error) => events.push(`fail ${String(error)}`),
    },
  };
}

describe('live chat launch (spec 4, 9)', () => {
  it('shows the wait message, launches, goes to the chat URL after 500 ms, then hides the loader', async () => {
    const run = steps(() => Promise.resolve({ chatUrl: '/chat?lang=EN#token' }));
    await runChatLaunch(run.steps);
    expect(CHAT_REDIRECT_MS).toBe(500);
    expect(run.events).toEqual([
      'wait shown',
      'launch',
      `pause ${CHAT_REDIRECT_MS}`,
      'go /chat?lang=EN#token',
      'wait hidden',
    ]);
  });

  it('on a failure hides the loader, says why and goes nowhere', async () => {
    const run = steps(() => Promise.reject(new Error('FREE_REJECT')));
    await runChatLaunch(run.steps);
    expect(run.events).toEqual(['wait shown', 'launch', 'wait hidden', 'fail Error: FREE_REJECT']);
  });
});
