import { ShellCookie, StorageKey } from '@openlobby/contract/client';
import { useState } from 'react';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { writeShellCookie } from '../../shared/platform/shellCookies.ts';
import { readText, writeText } from '../../shared/storage/storage.ts';

/** Download bar state: its address (null hides it) and a close that is remembered locally. */
export function useDownloadBar(): { url: string | null; close: () => void } {
  const downloadUrl = useDownloadUrl();
  const [hidden, setHidden] = useState(() => readText('local', StorageKey.DOWNLOAD_BAR_HIDDEN) === '1');
  return {
    url: hidden ? null : downloadUrl,
    close: () => {
      writeText('local', StorageKey.DOWNLOAD_BAR_HIDDEN, '1');
      // Home's page then leaves out the bar's place too.
      writeShellCookie(ShellCookie.DOWNLOAD_BAR_HIDDEN, '1');
      setHidden(true);
    },
  };
}
