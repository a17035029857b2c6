declare module 'geoip-country' {
  interface GeoIpCountry {
    readonly country: string;
  }
  const geoip: { lookup(ip: string): GeoIpCountry | null };
  export default geoip;
}
