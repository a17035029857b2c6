import { isIPv4 } from 'node:net';
import { Address6 } from 'ip-address';

/** Phones on one mobile network share nothing below a /64; one household or phone owns a /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request is counted for, by every per-client count (rate limits, login failures, the
 * SMS caps): an IPv4 address as it is, the same address seen through an
 * IPv6 socket (::ffff:a.b.c.d) folded to it, and an IPv6 address to its /64 network, so rotating
 * through the addresses of one's own prefix does not reset the count.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  try {
    const address = new Address6(ip);
    if (address.isMapped4()) return address.to4().correctForm();
    return new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
  } catch {
    // Not an address (a test's fake socket): counted under its own text.
    return ip.toLowerCase();
  }
}
