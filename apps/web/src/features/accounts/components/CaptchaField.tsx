import { CAPTCHA_MAX_LENGTH } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, type Ref, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accountsApi.ts';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Receives the id of the picture on screen (the answer is sent with it). */
  captchaIdRef: RefObject<string>;
  error?: string;
  /** Changing this fetches a new picture (a captcha is single use). */
  refreshKey?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** Image captcha with tap-to-refresh (spec 2.7, 2.8): the hint says how many digits the picture has. */
export function CaptchaField({
  value,
  onChange,
  captchaIdRef,
  error,
  refreshKey = 0,
  inputRef,
}: Props): ReactElement {
  const { t } = useTranslation();
  const [tap, setTap] = useState(0);
  const captcha = useQuery({
    queryKey: ['captcha', refreshKey, tap],
    queryFn: accountsApi.captcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  useEffect(() => {
    captchaIdRef.current = captcha.data?.captchaId ?? '';
  }, [captcha.data, captchaIdRef]);
  return (
    <TextField
      label={t('accounts.captcha')}
      name="captcha"
      value={value}
      onChange={onChange}
      error={error}
      hint={
        captcha.data
          ? t('accounts.captchaHint', { count: captcha.data.length })
          : t('accounts.captchaHintWaiting')
      }
      maxLength={CAPTCHA_MAX_LENGTH}
      digitsOnly
      inputRef={inputRef}
      addon={
        <button
          type="button"
          className="captcha"
          onClick={() => {
            onChange('');
            setTap((count) => count + 1);
          }}
        >
          {/* The picture names the button once it is there; until then what it shows ("Loading…",
              "Try again") starts its name and the hidden label ends it (label in name). */}
          {captcha.data ? (
            <img src={captcha.data.image} alt={t('accounts.captchaRefresh')} width={100} height={40} />
          ) : (
            <>
              <span className="captcha__placeholder">
                {captcha.isError ? t('common.retry') : t('common.loading')}
              </span>
              <span className="visually-hidden"> {t('accounts.captchaRefresh')}</span>
            </>
          )}
        </button>
      }
    />
  );
}
