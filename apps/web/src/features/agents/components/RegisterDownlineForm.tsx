import { DOWNLINE_KINDS, type DownlineKind } from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { DateField } from '../../../shared/ui/fields/DateField.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { refreshTeam, registerDownline } from '../api/team.ts';
import { useAgentsT } from '../i18n/texts.ts';

/** Registers a member or an agent directly under me (the server checks the registration rules). */
export function RegisterDownlineForm({ onDone }: { onDone: () => void }): ReactElement {
  const { t } = useAgentsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: () =>
      registerDownline({ username, password, kind, ...(birthDate === '' ? {} : { birthDate }) }),
    onSuccess: (value) => {
      showToast(t('register.done', { name: value.username }), 'success');
      void refreshTeam(client);
      onDone();
    },
    onError: (failure) => setError(errorText(failure, language, shellT)),
  });
  return (
    <section className="card agent-register" aria-labelledby="agent-register-heading">
      <h2 id="agent-register-heading" className="agents__heading">
        {t('register.heading')}
      </h2>
      <form
        className="agent-register__form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          register.mutate();
        }}
      >
        <TextField
          label={t('register.username')}
          name="username"
          value={username}
          onChange={setUsername}
          maxLength={32}
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <DateField
          label={shellT('age.birthDate')}
          name="birthDate"
          value={birthDate}
          onChange={setBirthDate}
          max={new Date().toISOString().slice(0, 10)}
        />
        <fieldset className="agent-register__kind">
          <legend>{t('register.kind')}</legend>
          {DOWNLINE_KINDS.map((code) => (
            <label key={code}>
              <input
                type="radio"
                name="kind"
                value={code}
                checked={kind === code}
                onChange={() => setKind(code)}
              />
              {t(`register.${code}`)}
            </label>
          ))}
        </fieldset>
        {error !== null && (
          <p className="agents__error" role="alert">
            {error}
          </p>
        )}
        <div className="agent-register__actions">
          <button type="button" className="button" onClick={onDone}>
            {t('register.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={register.isPending}>
            {register.isPending ? t('register.submitting') : t('register.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
