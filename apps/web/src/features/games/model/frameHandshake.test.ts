import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerLotteryFrame,
  LOTTERY_READY,
  LOTTERY_SESSION,
  lotteryHandshakeReply,
} from './frameHandshake.ts';

const SESSION = { token: 'tok-1', merchantCode: 'OPENLOBBY' };
const OWN = 'https://lobby.example';

describe('the lottery frame handshake', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers our own origin\'s "ready" with the token and merchant code', () => {
    expect(lotteryHandshakeReply({ type: LOTTERY_READY }, OWN, OWN, SESSION)).toEqual({
      type: LOTTERY_SESSION,
      token: 'tok-1',
      merchantCode: 'OPENLOBBY',
    });
  });

  it('never hands the token to another origin or to another message', () => {
    expect(lotteryHandshakeReply({ type: LOTTERY_READY }, 'https://evil.example', OWN, SESSION)).toBeNull();
    expect(lotteryHandshakeReply({ type: 'other' }, OWN, OWN, SESSION)).toBeNull();
    expect(lotteryHandshakeReply('ready', OWN, OWN, SESSION)).toBeNull();
  });

  it('tells a guest frame there is no session', () => {
    expect(lotteryHandshakeReply({ type: LOTTERY_READY }, OWN, OWN, null)).toMatchObject({ token: '' });
  });

  it('replies to the asking window on the own origin only', () => {
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    const frame = iframe.contentWindow as Window;
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => undefined);
    const stop = answerLotteryFrame(window, SESSION);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: LOTTERY_READY },
        origin: window.location.origin,
        source: frame,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: LOTTERY_READY },
        origin: 'https://evil.example',
        source: frame,
      }),
    );
    stop();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: LOTTERY_READY },
        origin: window.location.origin,
        source: frame,
      }),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { type: LOTTERY_SESSION, token: 'tok-1', merchantCode: 'OPENLOBBY' },
      window.location.origin,
    );
  });
});
