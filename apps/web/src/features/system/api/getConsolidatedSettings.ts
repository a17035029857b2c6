import {
  BOOT_SETTINGS_ELEMENT_ID,
  type ConsolidatedSettingsValue,
  type Language,
  StorageKey,
} from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';

export function getConsolidatedSettings(signal?: AbortSignal): Promise<ConsolidatedSettingsValue> {
  return callApi('consolidatedSettings', {}, { signal });
}

/** The cached answer is trusted only if it still has the fields the shell reads first. */
function looksLikeSettings(value: unknown): value is ConsolidatedSettingsValue {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ConsolidatedSettingsValue>;
  return (
    typeof record.status?.status === 'number' &&
    Array.isArray(record.banners) &&
    Array.isArray(record.notices)
  );
}

/** Keeps an answer for the next boot (any screen, before its settings call returns). */
export function keepSettings(value: ConsolidatedSettingsValue): void {
  writeJson('local', StorageKey.CONSOLIDATED_SETTINGS, value);
}

export function readCachedSettings(): ConsolidatedSettingsValue | undefined {
  const cached = readJson('local', StorageKey.CONSOLIDATED_SETTINGS);
  return looksLikeSettings(cached) ? cached : undefined;
}

let bootSettings: { language: string; value: ConsolidatedSettingsValue } | null | undefined;

/**
 * The settings the server wrote into home's page (see the server's web/home-shell.ts), when they
 * are in this language: fresh from this very request, so a first visit needs no settings call.
 */
export function readBootSettings(language: Language): ConsolidatedSettingsValue | undefined {
  if (bootSettings === undefined) {
    bootSettings = null;
    const element = document.getElementById(BOOT_SETTINGS_ELEMENT_ID);
    try {
      const value: unknown = JSON.parse(element?.textContent ?? 'null');
      if (element && looksLikeSettings(value))
        bootSettings = { language: element.dataset.language ?? '', value };
    } catch {
      // A damaged block is ignored: the settings call answers instead.
    }
  }
  return bootSettings?.language === language ? bootSettings.value : undefined;
}

/** What the shell can show before any call: this page's settings, else the last ones kept. */
export function readStartupSettings(language: Language): ConsolidatedSettingsValue | undefined {
  return readBootSettings(language) ?? readCachedSettings();
}

/**
 * One call for everything the shell needs (status, whitelabel, templates, currency, CDNs, banners,
 * notices, customer service, download links). The last answer is kept in local storage and used at
 * once on the next boot (`initialData` dated 0, so it is refreshed in the background straight away);
 * settings that came inside this page count as fresh. The language is part of the key because
 * banners and notices come back translated.
 */
export function consolidatedSettingsQuery(language: Language) {
  return queryOptions({
    queryKey: ['system', 'consolidatedSettings', language],
    queryFn: async ({ signal }) => {
      const value = await getConsolidatedSettings(signal);
      keepSettings(value);
      return value;
    },
    // Functions, so the page and local storage are read only when the query is first created.
    initialData: () => readStartupSettings(language),
    initialDataUpdatedAt: () => (readBootSettings(language) === undefined ? 0 : Date.now()),
    placeholderData: (previous) => previous,
  });
}

export function useConsolidatedSettings(language: Language): UseQueryResult<ConsolidatedSettingsValue> {
  return useQuery(consolidatedSettingsQuery(language));
}
