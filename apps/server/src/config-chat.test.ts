import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('live chat settings', () => {
  it('defaults to 09:00-21:00 UTC and a five-minute wait', () => {
    expect(loadConfig({}).chat).toEqual({
      openingHours: { from: '09:00', to: '21:00', timeZone: 'UTC' },
      replyMinutes: 5,
    });
  });

  it('takes the operator hours, zone and wait, a night range included', () => {
    expect(
      loadConfig({
        CHAT_OPENING_HOURS: '20:00-04:00',
        CHAT_TIME_ZONE: 'Asia/Karachi',
        CHAT_REPLY_MINUTES: '3',
      }).chat,
    ).toEqual({ openingHours: { from: '20:00', to: '04:00', timeZone: 'Asia/Karachi' }, replyMinutes: 3 });
  });

  it('stops the server on hours, a zone or a wait it cannot read, naming the setting', () => {
    expect(() => loadConfig({ CHAT_OPENING_HOURS: '9-21' })).toThrow(/CHAT_OPENING_HOURS: a daily range/);
    expect(() => loadConfig({ CHAT_OPENING_HOURS: '25:00-21:00' })).toThrow(/CHAT_OPENING_HOURS/);
    expect(() => loadConfig({ CHAT_OPENING_HOURS: '09:00-09:00' })).toThrow(/must differ/);
    expect(() => loadConfig({ CHAT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CHAT_TIME_ZONE: an IANA time zone/);
    expect(() => loadConfig({ CHAT_REPLY_MINUTES: '0' })).toThrow(/CHAT_REPLY_MINUTES/);
  });
});
