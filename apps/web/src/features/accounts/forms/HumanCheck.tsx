import { type ReactElement, type RefObject, useCallback, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HumanCheckAction } from '../api/accountsApi.ts';
import { SliderCheck } from '../components/SliderCheck.tsx';
import { fieldErrorText } from './fieldError.ts';

/** The part of a form the challenges write to: the slider's pass token and the captcha answer. */
interface ChallengeForm {
  setValue(name: 'humanCheckToken' | 'captcha', value: string): void;
}

export interface Challenges {
  /** Changes when the slider starts over with a new puzzle. */
  sliderRound: number;
  /** Changes when the captcha shows a new picture. */
  captchaRound: number;
  /** The id of the captcha picture on screen, sent with its answer. */
  captchaIdRef: RefObject<string>;
  /** After a refused submit (spec 4): a new puzzle, a new captcha picture, the answer cleared. */
  renew: () => void;
  /** A new puzzle only (the captcha was not used). */
  renewSlider: () => void;
}

/** The slider and captcha of the login and registration forms, both single use. */
export function useChallenges(form: ChallengeForm): Challenges {
  const [sliderRound, setSliderRound] = useState(0);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaIdRef = useRef('');
  const renewSlider = (): void => {
    form.setValue('humanCheckToken', '');
    setSliderRound((value) => value + 1);
  };
  const renew = (): void => {
    renewSlider();
    form.setValue('captcha', '');
    setCaptchaRound((value) => value + 1);
  };
  return { sliderRound, captchaRound, captchaIdRef, renew, renewSlider };
}

/** The slider bound to the form's `humanCheckToken`, with its error until a pass. */
export function HumanCheckField({
  action,
  round,
}: {
  action: HumanCheckAction;
  round: number;
}): ReactElement {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'humanCheckToken' });
  const onPass = useCallback(
    (token: string) => {
      setValue('humanCheckToken', token);
      clearErrors('humanCheckToken');
    },
    [setValue, clearErrors],
  );
  return (
    <>
      <SliderCheck action={action} onPass={onPass} resetKey={round} />
      {fieldState.error && !field.value && (
        <p className="field__error" role="alert">
          {fieldErrorText(t, fieldState.error)}
        </p>
      )}
    </>
  );
}
