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
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (download: () => Promise<CsvFile>) => {
    setExporting(true);
    setState(null);
    try {
      saveFile(await download());
      setState({ ok: true, text: t(doneText) });
    } catch (failure) {
      setState({ ok: false, text: failureText(failure, t('error.unexpected')) });
    } finally {
      setExporting(false);
    }
  };
  const notice =
    state === null ? null : (
      <Alert color={state.ok ? 'green' : 'red'} role={state.ok ? 'status' : 'alert'}>
        {state.text}
      </Alert>
    );
  return { exporting, exportCsv, notice };
}
