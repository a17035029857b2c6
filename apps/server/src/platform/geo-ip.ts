import geoip from 'geoip-country';
import type { CountryLookup } from './region.ts';

/** geoip-country ships its own database, so the lookup needs no network and no licence key. */
export const geoIpCountry: CountryLookup = (ip) => geoip.lookup(ip)?.country ?? null;
