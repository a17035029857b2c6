import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';
import { createClientWindowCounter } from './client-window-counter.ts';

describe('clientKey', () => {
  it('keeps IPv4, folds IPv4 seen through IPv6 sockets, and counts IPv6 per /64', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:DB8:1:2:abcd::9')).toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('writes each key in the one form stored login and SMS counters already use', () => {
    // Counters persist these keys: a changed spelling would reset every client's count.
    expect(clientKey('2001:0DB8:0001:0002:0003:4:5:6')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::');
    expect(clientKey('::FFFF:c000:207')).toBe('192.0.2.7');
    expect(clientKey('0:0:0:0:0:ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts something that is not an address under its own text', () => {
    expect(clientKey('Not-An-Address')).toBe('not-an-address');
  });
});

describe('createClientWindowCounter', () => {
  it('allows max hits per client and window, then says when the window ends', () => {
    let at = 1_000;
    const counter = createClientWindowCounter({ max: 2, windowMs: 60_000, now: () => at });
    expect(counter.hit('192.0.2.1').allowed).toBe(true);
    at += 10_000;
    expect(counter.hit('192.0.2.1').allowed).toBe(true);
    const refused = counter.hit('192.0.2.1');
    expect(refused).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(counter.hit('192.0.2.2').allowed).toBe(true);
    at = 61_000;
    expect(counter.hit('192.0.2.1').allowed).toBe(true);
  });

  it('drops ended windows and never holds more than maxClients', () => {
    let at = 0;
    const counter = createClientWindowCounter({ max: 1, windowMs: 1_000, maxClients: 3, now: () => at });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) counter.hit(ip);
    expect(counter.size()).toBe(3);
    // The oldest client was forgotten to make room, so it starts afresh; the others are still counted.
    expect(counter.hit('192.0.2.1').allowed).toBe(true);
    expect(counter.hit('192.0.2.4').allowed).toBe(false);
    at = 5_000;
    counter.hit('192.0.2.9');
    expect(counter.size()).toBe(1);
  });
});
