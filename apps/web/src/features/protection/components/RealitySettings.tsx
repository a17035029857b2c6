import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { refreshMySession, setRealityCheck, useMySession } from '../api/reality.ts';
import { useRealityT } from '../i18n/realityTexts.ts';
import { ACCOUNT_HISTORY_PATH } from '../model/paths.ts';
import './reality.css';

/**
 * The reality-check interval on Safer gambling: off, 15, 30, 45 or 60 minutes, saved on
 * the server as soon as it is picked, so every device of the member follows it.
 */
export function RealityInterval(): ReactElement {
  const { t } = useRealityT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const client = useQueryClient();
  const session = useMySession();
  const save = useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => setRealityCheck({ minutes }),
    onSuccess: () => showToast(t('interval.saved'), 'success'),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    onSettled: () => refreshMySession(client),
  });
  const current = save.isPending ? save.variables : (session.data?.intervalMinutes ?? 0);
  return (
    <section className="reality-interval card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="limits__heading">
        {t('interval.heading')}
      </h2>
      <p id={`${id}-hint`} className="limits__hint">
        {t('interval.hint')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-minutes`}>
          {t('interval.label')}
        </label>
        <select
          id={`${id}-minutes`}
          className="select"
          aria-describedby={`${id}-hint`}
          value={String(current)}
          disabled={session.data === undefined || save.isPending}
          onChange={(event) => save.mutate(Number(event.target.value) as RealityCheckMinutes)}
        >
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('interval.off') : t('interval.minutes', { minutes })}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

/** Safer gambling's way to Account history (RTS 1B/1C). */
export function AccountHistoryLink(): ReactElement {
  const { t } = useRealityT();
  return (
    <Link to={ACCOUNT_HISTORY_PATH} className="history-link card">
      <span className="history-link__text">
        <strong>{t('history.link')}</strong>
        <span className="history-link__hint">{t('history.linkHint')}</span>
      </span>
      <Icon name="chevron" size={18} />
    </Link>
  );
}
