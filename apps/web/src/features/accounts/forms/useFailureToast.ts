import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';

/** Shows why a call failed in the login area's toast (spec 9): a text as given, else the error's. */
export function useFailureToast(): (failure: unknown) => void {
  const { t } = useTranslation();
  const language = useLanguage();
  return (failure) =>
    showToast(
      typeof failure === 'string' ? failure : errorText(failure, language, t),
      'error',
      TOAST_DURATION.loginArea,
    );
}
