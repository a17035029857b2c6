import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { OPS_PATHS, OPS_SESSION_IDLE_MINUTES, opsLoginValue } from '@openlobby/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiFailure } from '../api/client.ts';
import { useConsole, useSession } from '../app/ConsoleContext.tsx';
import { SCREENS_BASE } from '../app/navigation.ts';
import { Preferences } from './Preferences.tsx';

type Step = 'password' | 'code';

/** Password first; the authenticator code once the server asks for it (OPERATOR_OTP_REQUIRED). */
export function SignInScreen() {
  const { t } = useTranslation();
  const { api, session } = useConsole();
  const state = useSession();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  // The code field takes the focus when it appears, so the operator can type the code at once.
  useEffect(() => {
    if (step === 'code') codeField.current?.focus();
  }, [step]);

  if (state.session !== null) return <Navigate to={SCREENS_BASE} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const value = await api.call('POST', OPS_PATHS.session, opsLoginValue, {
        body: { username: username.trim(), password, ...(step === 'code' ? { otp: code.trim() } : {}) },
      });
      session.start(value.token, value.expiresAt);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.code === 'OPERATOR_OTP_REQUIRED') {
        setStep('code');
      } else {
        setError(messageOf(failure));
        if (step === 'code') setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  const messageOf = (failure: unknown): string => {
    if (!(failure instanceof ApiFailure)) return t('error.unexpected');
    const wait = failure.data.retryAfterSeconds;
    return failure.code === 'OPERATOR_LOCKED' && typeof wait === 'number'
      ? `${failure.message} ${t('signIn.lockedFor', { seconds: wait })}`
      : failure.message;
  };

  const ended =
    state.ended === null
      ? null
      : t(`signIn.ended.${state.ended}`, state.ended === 'idle' ? { minutes: OPS_SESSION_IDLE_MINUTES } : {});

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Preferences />
            <Title order={1} size="h2">
              {t('signIn.title')}
            </Title>
            {ended !== null && error === null && (
              <Alert color="blue" role="status">
                {ended}
              </Alert>
            )}
            {error !== null && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {step === 'password' ? (
              <>
                <TextInput
                  label={t('signIn.username')}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  autoComplete="username"
                  required
                  classNames={{ input: 'ltr-text' }}
                />
                <PasswordInput
                  label={t('signIn.password')}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="current-password"
                  required
                />
              </>
            ) : (
              <>
                <TextInput
                  label={t('signIn.code')}
                  description={t('signIn.codeHelp')}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  autoComplete="one-time-code"
                  inputMode="text"
                  required
                  ref={codeField}
                  classNames={{ input: 'ltr-text' }}
                />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setStep('password');
                    setCode('');
                    setPassword('');
                    setError(null);
                  }}
                >
                  {t('signIn.back')}
                </Anchor>
              </>
            )}
            <Button type="submit" loading={busy}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
