import {
  type ExclusionInForce,
  type Language,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type TakeExclusionRequest,
  type TimeOutDuration,
  type SelfExclusionDuration,
  exclusionEnd,
  formatExclusionEnd,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import '../../../shared/ui/fields/fields.css';
import { refreshExclusion, showExclusion, takeExclusion, useMyExclusion } from '../api/exclusion.ts';
import { useExclusionT } from '../i18n/exclusionTexts.ts';
import './exclusion.css';

type Choice =
  | { readonly kind: 'TIME_OUT'; readonly duration: TimeOutDuration }
  | { readonly kind: 'SELF_EXCLUSION'; readonly duration: SelfExclusionDuration };

/** The sentence that names an exclusion in force and its end, in the member's language. */
export function exclusionSentence(
  exclusion: ExclusionInForce,
  language: Language,
  t: ReturnType<typeof useExclusionT>['t'],
): string {
  if (exclusion.until === null) return t('current.SELF_EXCLUSION_INDEFINITE');
  const until = formatExclusionEnd(exclusion.until, language);
  // A self-exclusion holds past its period until the member asks customer service to reopen.
  if (exclusion.kind === 'SELF_EXCLUSION' && Date.parse(exclusion.until) <= Date.now())
    return t('current.SELF_EXCLUSION_ENDED', { until });
  return t(`current.${exclusion.kind}`, { until });
}

/** The exclusion in force, said plainly, with what still works (nothing without one). */
export function CurrentExclusion(): ReactElement | null {
  const { t } = useExclusionT();
  const language = useLanguage();
  const exclusion = useMyExclusion().data?.exclusion ?? null;
  if (exclusion === null) return null;
  return (
    <section className="exclusion-current card" role="status">
      <strong>{exclusionSentence(exclusion, language, t)}</strong>
      <span>{t('current.stillWorks')}</span>
      <span className="exclusion__hint">{t('current.extend')}</span>
    </section>
  );
}

/** The confirmation: what happens, until when; the password for a self-exclusion. */
function ConfirmExclusion({ choice, onClose }: { choice: Choice; onClose: () => void }): ReactElement {
  const { t } = useExclusionT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const self = choice.kind === 'SELF_EXCLUSION';
  const end = exclusionEnd(choice.duration, new Date());
  const duration = t(`durations.${choice.duration}`);
  const title = !self
    ? t('confirm.timeOutTitle', { duration })
    : end === null
      ? t('confirm.selfIndefiniteTitle')
      : t('confirm.selfTitle', { duration });
  const take = useMutation({
    mutationFn: (body: TakeExclusionRequest) => takeExclusion(body),
    onSuccess: (value) => {
      // Home's banner reads member info: it says so at once, not after the next renewal.
      showExclusion(value.exclusion);
      showToast(t('started'), 'success');
      onClose();
    },
    onError: (failure) => setError(errorText(failure, language, shellT)),
    onSettled: () => refreshExclusion(client),
  });

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (choice.kind === 'TIME_OUT') {
      take.mutate({ kind: 'TIME_OUT', duration: choice.duration });
      return;
    }
    if (password === '') {
      setError(t('confirm.passwordRequired'));
      return;
    }
    setError(null);
    take.mutate({ kind: 'SELF_EXCLUSION', duration: choice.duration, password });
  }

  return (
    <Dialog open title={title} onClose={onClose} describedBy={`${id}-text`}>
      <form className="exclusion-confirm" onSubmit={submit} noValidate>
        <div id={`${id}-text`} className="exclusion-confirm__text">
          <p className="dialog__text exclusion-confirm__until">
            {end === null
              ? t('confirm.noEnd')
              : t('confirm.until', { until: formatExclusionEnd(end.toISOString(), language) })}
          </p>
          <p className="dialog__text">{t('effects')}</p>
          <p className="dialog__text">{t('final')}</p>
        </div>
        {self && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              {t('confirm.password')}
            </label>
            <div className="field__row">
              <input
                id={`${id}-password`}
                className="field__input"
                type="password"
                dir="ltr"
                autoComplete="current-password"
                value={password}
                aria-invalid={error !== null ? true : undefined}
                aria-describedby={error !== null ? `${id}-error` : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          </div>
        )}
        {error !== null && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {shellT('common.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={take.isPending}>
            {take.isPending
              ? t('confirm.saving')
              : self
                ? t('confirm.selfButton')
                : t('confirm.timeOutButton')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Time-out and self-exclusion on Safer gambling: the two ways to take one (or a longer one
 * than the one in force, which CurrentExclusion shows at the top of the screen), each through a confirmation that says what happens and
 * until when; a self-exclusion asks for the password.
 */
export function ExclusionSection(): ReactElement {
  const { t } = useExclusionT();
  const id = useId();
  const [timeOut, setTimeOut] = useState<TimeOutDuration>('H24');
  const [selfExclusion, setSelfExclusion] = useState<SelfExclusionDuration>('M6');
  const [asking, setAsking] = useState<Choice | null>(null);
  return (
    <>
      <section className="exclusion card" aria-labelledby={`${id}-timeout`}>
        <h2 id={`${id}-timeout`} className="limits__heading">
          {t('timeOut.heading')}
        </h2>
        <p className="limits__hint">{t('timeOut.hint')}</p>
        <SegmentedChoice
          labelledBy={`${id}-timeout`}
          options={TIME_OUT_DURATIONS.map((duration) => ({
            value: duration,
            label: t(`durations.${duration}`),
          }))}
          value={timeOut}
          onChange={setTimeOut}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => setAsking({ kind: 'TIME_OUT', duration: timeOut })}
        >
          {t('timeOut.button')}
        </button>
      </section>
      <section className="exclusion card" aria-labelledby={`${id}-self`}>
        <h2 id={`${id}-self`} className="limits__heading">
          {t('selfExclusion.heading')}
        </h2>
        <p className="limits__hint">{t('selfExclusion.hint')}</p>
        <SegmentedChoice
          labelledBy={`${id}-self`}
          options={SELF_EXCLUSION_DURATIONS.map((duration) => ({
            value: duration,
            label: t(`durations.${duration}`),
          }))}
          value={selfExclusion}
          onChange={setSelfExclusion}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => setAsking({ kind: 'SELF_EXCLUSION', duration: selfExclusion })}
        >
          {t('selfExclusion.button')}
        </button>
      </section>
      {asking !== null && <ConfirmExclusion choice={asking} onClose={() => setAsking(null)} />}
    </>
  );
}
