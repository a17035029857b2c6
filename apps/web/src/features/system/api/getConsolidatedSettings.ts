import { type ConsolidatedSettingsValue, type Language, StorageKey } from '@openlobby/contract/client';
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

export function readCachedSettings(): ConsolidatedSettingsValue | undefined {
  const cached = readJson('local', StorageKey.CONSOLIDATED_SETTINGS);
  return looksLikeSettings(cached) ? cached : undefined;
}

/**
 * One call for everything the shell needs (status, whitelabel, templates, currency, CDNs, banners,
 * notices, customer service, download links). The last answer is kept in local storage and used at
 * once on the next boot (`initialData` dated 0, so it is refreshed in the background straight away).
 * The language is part of the key because banners and notices come back translated.
 */
export function consolidatedSettingsQuery(language: Language) {
  return queryOptions({
    queryKey: ['system', 'consolidatedSettings', language],
    queryFn: async ({ signal }) => {
      const value = await getConsolidatedSettings(signal);
      writeJson('local', StorageKey.CONSOLIDATED_SETTINGS, value);
      return value;
    },
    // A function, so local storage is read only when the query is first created.
    initialData: readCachedSettings,
    initialDataUpdatedAt: 0,
    placeholderData: (previous) => previous,
  });
}

export function useConsolidatedSettings(language: Language): UseQueryResult<ConsolidatedSettingsValue> {
  return useQuery(consolidatedSettingsQuery(language));
}
