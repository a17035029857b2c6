import { describe, expect, it } from 'vitest';
import { geoIpCountry } from './geo-ip.ts';
import { createRegionPolicy } from './region.ts';

const lookup = (ip: string) => ({ '8.8.8.8': 'US', '39.32.0.1': 'PK' })[ip] ?? null;

describe('region policy', () => {
  const policy = createRegionPolicy(
    {
      blockedCountries: ['US'],
      denyCidrs: ['10.0.0.0/8', '2001:db8::/32'],
      allowCidrs: ['10.1.0.0/16', '8.8.8.0/24'],
    },
    lookup,
  );

  it('restricts a blocked country and a denied range', () => {
    expect(policy.check('39.32.0.1')).toEqual({ country: 'PK', restricted: false });
    expect(policy.check('10.2.0.1')).toEqual({ country: null, restricted: true });
    expect(policy.check('2001:db8::1')).toEqual({ country: null, restricted: true });
  });

  it('lets the allow list win over deny ranges and blocked countries', () => {
    expect(policy.check('10.1.9.9').restricted).toBe(false);
    expect(policy.check('8.8.8.8')).toEqual({ country: 'US', restricted: false });
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(policy.check('::ffff:10.2.0.1').restricted).toBe(true);
    expect(policy.check('::ffff:39.32.0.1').country).toBe('PK');
  });

  it('gives loopback and private addresses no country', () => {
    const everyoneBlocked = createRegionPolicy(
      { blockedCountries: ['US'], denyCidrs: [], allowCidrs: [] },
      () => 'US',
    );
    for (const ip of ['127.0.0.1', '::1', '192.168.1.1', '172.16.0.1'])
      expect(everyoneBlocked.check(ip)).toEqual({ country: null, restricted: false });
    expect(everyoneBlocked.check('not an ip')).toEqual({ country: null, restricted: false });
  });
});

describe('geo-IP lookup', () => {
  it('knows public addresses from its bundled data and nothing about private ones', () => {
    expect(geoIpCountry('8.8.8.8')).toMatch(/^[A-Z]{2}$/);
    expect(geoIpCountry('10.0.0.1')).toBeNull();
  });
});
