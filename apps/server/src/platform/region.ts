/**
 * Region restriction of spec section 4, from the client address: a geo-IP country on the blocked
 * list or an address in a deny range is restricted; an address in an allow range never is (allow
 * wins, so an operator can let a partner or office through a blocked country or range).
 */
import ipaddr from 'ipaddr.js';
import { createCache } from './cache.ts';

export interface RegionRules {
  readonly blockedCountries: readonly string[];
  readonly allowCidrs: readonly string[];
  readonly denyCidrs: readonly string[];
}

export interface RegionVerdict {
  /** ISO 3166-1 alpha-2, or null for private, loopback and unknown addresses. */
  readonly country: string | null;
  readonly restricted: boolean;
}

export type CountryLookup = (ip: string) => string | null;

/** Bounded so a scan from many addresses cannot grow memory without limit. */
const VERDICT_CACHE_SIZE = 10_000;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export interface RegionPolicy {
  check(ip: string): RegionVerdict;
}

export function createRegionPolicy(rules: RegionRules, lookupCountry: CountryLookup): RegionPolicy {
  const allow = rules.allowCidrs.map(parseRange);
  const deny = rules.denyCidrs.map(parseRange);
  const blocked = new Set(rules.blockedCountries.map((code) => code.toUpperCase()));

  // Parsing and the geo-IP search cost more than the rest of a cached lobby read; clients repeat.
  const verdicts = createCache<string, RegionVerdict>({ max: VERDICT_CACHE_SIZE });

  function decide(ip: string): RegionVerdict {
    const address = parseAddress(ip);
    if (address === null) return { country: null, restricted: false };
    // Loopback, private and other special ranges have no country: geo-IP data would be noise.
    const country = address.range() === 'unicast' ? lookupCountry(address.toString()) : null;
    if (allow.some((range) => inRange(address, range))) return { country, restricted: false };
    const restricted =
      deny.some((range) => inRange(address, range)) || (country !== null && blocked.has(country));
    return { country, restricted };
  }

  return {
    check: (ip) => verdicts.remember(ip, () => decide(ip)),
  };
}

function parseRange(cidr: string): Range {
  const [address, bits] = ipaddr.parseCIDR(cidr);
  return [
    normalise(address),
    address.kind() === 'ipv6' && normalise(address).kind() === 'ipv4' ? bits - 96 : bits,
  ];
}

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(ip) ? normalise(ipaddr.parse(ip)) : null;
}

/** ::ffff:1.2.3.4 is the IPv4 address 1.2.3.4 (dual-stack sockets report IPv4 clients that way). */
function normalise(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function inRange(address: ipaddr.IPv4 | ipaddr.IPv6, [network, bits]: Range): boolean {
  return address.kind() === network.kind() && address.match(network, bits);
}
