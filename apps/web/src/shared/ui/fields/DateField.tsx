import type { ReactElement, Ref } from 'react';
import { FieldFrame, useFieldInput } from './FieldFrame.tsx';
import './dateField.css';

interface Props {
  label: string;
  name: string;
  /** YYYY-MM-DD, or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** The earliest and latest day the picker offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled calendar day: the browser's own date input, whose picker phones know well and whose
 * value is always YYYY-MM-DD whatever order the device writes days in. The day, month and year
 * keep their left-to-right order in an Urdu page, as dates are written there with Latin digits.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  min,
  max,
  autoComplete = 'off',
  inputRef,
}: Props): ReactElement {
  const input = useFieldInput({ hint, error });
  return (
    <FieldFrame inputId={input.id} label={label} hint={hint} error={error}>
      <div className="field__row">
        <input
          {...input}
          ref={inputRef}
          name={name}
          className="field__input field__input--date"
          type="date"
          dir="ltr"
          value={value}
          min={min}
          max={max}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FieldFrame>
  );
}
