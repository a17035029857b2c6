import { LANGUAGE_FLAG_COUNTRY, type Language } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useCommonStore } from '../store/commonStore.ts';

/** Whose flag: a language's (by the contract's language-to-country map) or a country's own code. */
export type FlagOf = { language: Language } | { country: string };

function countryOf(flag: FlagOf): string | undefined {
  return 'country' in flag ? flag.country : LANGUAGE_FLAG_COUNTRY[flag.language];
}

/** Flag addresses to try in order: the image CDN, then the fallback CDN (spec section 7). */
export function flagSources(flag: FlagOf, imageCdns: readonly string[], fallbackCdn: string): string[] {
  const country = countryOf(flag);
  if (!country) return [];
  const bases = [imageCdns[0], fallbackCdn].filter((base): base is string => Boolean(base));
  return [...new Set(bases)].map((base) => `${base.replace(/\/$/, '')}/flags/${country}.svg`);
}

/**
 * A decorative flag beside a language name or a dialling code; hidden when no CDN can serve it.
 * The fallback starts again from the first CDN when the flag changes to another country.
 */
export function FlagImage(flag: FlagOf): ReactElement | null {
  const imageCdns = useCommonStore((state) => state.imageCDNs);
  const fallbackCdn = useCommonStore((state) => state.fallbackImageCdn);
  const country = countryOf(flag);
  const sources = flagSources(flag, imageCdns, fallbackCdn);
  const [failed, setFailed] = useState<{ country: string | undefined; attempts: number }>({
    country,
    attempts: 0,
  });
  const attempt = failed.country === country ? failed.attempts : 0;
  const source = sources[attempt];
  if (!source) return null;
  return (
    <img
      className="flag"
      src={source}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      onError={() => setFailed({ country, attempts: attempt + 1 })}
    />
  );
}
