import type { QueryClient } from '@tanstack/react-query';
import {
  consolidatedSettingsQuery,
  keepSettings,
  readBootSettings,
  readStartupSettings,
} from '../features/system/api/getConsolidatedSettings.ts';
import { StorageKey } from '@openlobby/contract/client';
import { initI18n } from '../shared/i18n/i18n.ts';
import { readStoredLanguage } from '../shared/i18n/language.ts';
import { mirrorShellPreferences } from '../shared/platform/shellCookies.ts';
import { readText } from '../shared/storage/storage.ts';
import { useCommonStore } from '../shared/store/commonStore.ts';
import { applyTheme, readStoredTheme } from '../shared/theme/theme.ts';

/**
 * Everything that must be true before the first paint: theme, language (Urdu texts and font are
 * fetched first for Urdu readers), and the page's (or else the last) consolidated settings so the lobby shows at once.
 */
export async function boot(): Promise<void> {
  const theme = readStoredTheme();
  applyTheme(theme);
  const language = readStoredLanguage();
  mirrorShellPreferences(language, theme, readText('local', StorageKey.DOWNLOAD_BAR_HIDDEN) === '1');
  const startup = readStartupSettings(language);
  if (startup) useCommonStore.getState().applySettings(startup);
  // The page's settings are as good as an answer: kept, so other screens start with them too.
  const fromPage = readBootSettings(language);
  if (fromPage) keepSettings(fromPage);
  await initI18n();
}

/** Fetches the consolidated settings into the query cache before React asks for them. */
export function prefetchSettings(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(consolidatedSettingsQuery(readStoredLanguage()));
}
