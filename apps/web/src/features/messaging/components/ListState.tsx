import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorText } from '../../../shared/api/call.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import { useMessagingT } from '../i18n/texts.ts';

/** A list that failed to load: what went wrong and a retry. */
export function ListFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}): ReactElement {
  const { t } = useMessagingT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  return (
    <div className="messages-state" role="alert">
      <p className="messages-state__title">{title}</p>
      <p>{callErrorText(error, language, shellT)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** An empty list: an icon, what is missing and where it will come from. */
export function ListEmpty({
  icon,
  title,
  hint,
}: {
  icon: IconName;
  title: string;
  hint: string;
}): ReactElement {
  return (
    <div className="messages-state">
      <span className="messages-state__icon" aria-hidden="true">
        <Icon name={icon} size={40} />
      </span>
      <p className="messages-state__title">{title}</p>
      <p>{hint}</p>
    </div>
  );
}
