import { type ReactElement, type Ref, useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, for "nothing chosen" (all vendors, no promotion, choose a bank). */
  empty: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, readable by every screen reader. */
export function SelectField({
  label,
  value,
  onChange,
  empty,
  options,
  error,
  selectRef,
}: Props): ReactElement {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
