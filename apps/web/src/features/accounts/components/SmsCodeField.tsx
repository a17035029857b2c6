import { SMS_CODE_MAX_LENGTH, TOAST_LOADING_MS, TOAST_SMS_MS } from '@openlobby/contract/client';
import { type ReactElement, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';
import type { SmsValue } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { countdownEnd, useSmsCountdown } from '../hooks/useSmsCountdown.ts';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Checks the mobile number first; returns false to stop (the caller shows why). */
  canSend: () => boolean;
  send: () => Promise<SmsValue>;
  inputRef?: Ref<HTMLInputElement>;
}

/** SMS code input (max 10 digits) with the get-code button that turns into a countdown (spec 4). */
export function SmsCodeField({ value, onChange, error, canSend, send, inputRef }: Props): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const { secondsLeft, start } = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const onSend = (): void => {
    if (sending || secondsLeft > 0 || !canSend()) return;
    setSending(true);
    const toast = showToast(t('accounts.smsSending'), 'loading', TOAST_LOADING_MS);
    send().then(
      (answer) => {
        start(countdownEnd(answer, Date.now()));
        showToast(t('accounts.smsSent'), 'success', TOAST_SMS_MS);
        setSending(false);
      },
      (failure: unknown) => {
        hideToast(toast);
        showToast(errorText(failure, language, t), 'error');
        setSending(false);
      },
    );
  };
  return (
    <TextField
      label={t('accounts.smsCode')}
      name="verificationCode"
      value={value}
      onChange={onChange}
      error={error}
      maxLength={SMS_CODE_MAX_LENGTH}
      digitsOnly
      autoComplete="one-time-code"
      inputRef={inputRef}
      addon={
        <button
          type="button"
          className="button button--ghost button--small field__action"
          disabled={sending || secondsLeft > 0}
          onClick={onSend}
        >
          {secondsLeft > 0 ? t('accounts.smsCountdown', { seconds: secondsLeft }) : t('accounts.getCode')}
        </button>
      }
    />
  );
}
