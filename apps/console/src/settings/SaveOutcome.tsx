import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureText } from '../screens/QueryState.tsx';

/** Why the last save failed, or that it was saved (while `showSaved`, e.g. until the form changes again). */
export function SaveOutcome({
  save,
  saved,
  showSaved = true,
}: {
  save: { isError: boolean; isSuccess: boolean; error: Error | null };
  saved: string;
  showSaved?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {save.isError && (
        <Alert color="red" role="alert">
          {failureText(save.error, t('error.unexpected'))}
        </Alert>
      )}
      {save.isSuccess && showSaved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
    </>
  );
}
