/**
 * A CSV download from the server saved as a file the way a link's download does it, with the
 * button's busy state and a notice that says it worked or why not (screen readers hear either).
 */
import { Alert } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';

export interface CsvFile {
  readonly blob: Blob;
  readonly fileName: string;
}

function saveFile({ blob, fileName }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useCsvExport(doneText: MessageKey): {
  readonly exporting: boolean;
  readonly exportCsv: (download: () => Promise<CsvFile>) => Promise<void>;
  readonly notice: ReactNode;
} {
  const { t } = useTranslation();
  // The outcome, not its words: the notice follows a change of language made after the export.
  const [state, setState] = useState<{ ok: true } | { ok: false; failure: unknown } | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (download: () => Promise<CsvFile>) => {
    setExporting(true);
    setState(null);
    try {
      saveFile(await download());
      setState({ ok: true });
    } catch (failure) {
      setState({ ok: false, failure });
    } finally {
      setExporting(false);
    }
  };
  const notice =
    state === null ? null : (
      <Alert color={state.ok ? 'green' : 'red'} role={state.ok ? 'status' : 'alert'}>
        {state.ok ? t(doneText) : failureText(state.failure, t('error.unexpected'))}
      </Alert>
    );
  return { exporting, exportCsv, notice };
}
