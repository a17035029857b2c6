import { LANGUAGE_FLAG_COUNTRY, type Language } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useCommonStore } from '../store/commonStore.ts';

/** Flag addresses to try in order: the image CDN, then the fallback CDN (spec section 7). */
export function flagSources(language: Language, imageCdns: readonly string[], fallbackCdn: string): string[] {
  const country = LANGUAGE_FLAG_COUNTRY[language];
  if (!country) return [];
  const bases = [imageCdns[0], fallbackCdn].filter((base): base is string => Boolean(base));
  return [...new Set(bases)].map((base) => `${base.replace(/\/$/, '')}/flags/${country}.svg`);
}

/** A decorative flag beside a language name; hidden when no CDN can serve it. */
export function FlagImage({ language }: { language: Language }): ReactElement | null {
  const imageCdns = useCommonStore((state) => state.imageCDNs);
  const fallbackCdn = useCommonStore((state) => state.fallbackImageCdn);
  const sources = flagSources(language, imageCdns, fallbackCdn);
  const [attempt, setAttempt] = useState(0);
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
      onError={() => setAttempt((value) => value + 1)}
    />
  );
}
