import { THROTTLE_MARK_READ_MS } from '@openlobby/contract/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeReader, withNoticeRead } from './noticeRead.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const events: string[] = [];
  const read = createNoticeReader({
    markLocal: (id) => events.push(`local ${id}`),
    markRemote: (id) => {
      events.push(`call ${id}`);
      return Promise.resolve();
    },
    reload: () => events.push('reload'),
  });
  return { events, read };
}

describe('reading a notice (spec 4: announcement read)', () => {
  it('marks it read locally at once, then calls mark-as-read, then reloads the list', async () => {
    const { events, read } = recorder();
    read(5);
    expect(events).toEqual(['local 5', 'call 5']);
    await vi.runAllTimersAsync();
    expect(events).toEqual(['local 5', 'call 5', 'reload']);
  });

  it('throttles the call for one notice to one per 150 ms; the local mark is never delayed', async () => {
    const { events, read } = recorder();
    read(5);
    read(5);
    read(5);
    expect(events.filter((event) => event === 'local 5')).toHaveLength(3);
    expect(events.filter((event) => event === 'call 5')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(THROTTLE_MARK_READ_MS);
    expect(events.filter((event) => event === 'call 5')).toHaveLength(2);
  });

  it('does not hold back a different notice', () => {
    const { events, read } = recorder();
    read(5);
    read(6);
    expect(events).toEqual(['local 5', 'call 5', 'local 6', 'call 6']);
  });

  it('takes the dot off and lowers the unread count once', () => {
    const notices = {
      list: [
        { id: 1, read: false },
        { id: 2, read: true },
      ],
      unread: 1,
    };
    const once = withNoticeRead(notices, 1);
    expect(once).toEqual({
      list: [
        { id: 1, read: true },
        { id: 2, read: true },
      ],
      unread: 0,
    });
    expect(withNoticeRead(once, 1)).toBe(once);
    expect(withNoticeRead(notices, 99)).toBe(notices);
  });
});
