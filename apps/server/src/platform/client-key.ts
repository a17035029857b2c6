import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Phones on one mobile network share nothing below a /64; one household or phone owns a /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request is counted for, by every per-client count (rate limits, login failures, the
 * SMS caps): an IPv4 address as it is, the same address seen through an
 * IPv6 socket (::ffff:a.b.c.d) folded to it, and an IPv6 address to its /64 network, so rotating
 * through the addresses of one's own prefix does not reset the count. Keys are in RFC 5952 form
 * (lower case, zeros compressed), so every spelling of one network counts together.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // Not an address (a test's fake socket): counted under its own text.
  if (!ipaddr.IPv6.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`).toString();
}
