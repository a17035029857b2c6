import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './fields.css';

/** What a field shows under its input: a rule or example (hint), and what is wrong (error). */
export interface FieldNotes {
  hint?: string | null;
  error?: string | null;
}

/** The attributes that tie an input to its label and to the notes under it. */
export interface FieldInputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids of a field: its input's attributes for the label, the invalid state and the notes. The
 * error is named first, so a screen reader says what is wrong before the rule that explains it.
 */
export function useFieldInput({ hint, error }: FieldNotes): FieldInputProps {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

interface FrameProps extends FieldNotes {
  /** The input's id, from useFieldInput. */
  inputId: string;
  label: string;
  /** Marks the label "(optional)": the form can be sent without it. */
  optional?: boolean;
  /** An extra class beside `field` (e.g. the amount's). */
  className?: string;
  /** The input's row, and anything between the label and it (preset chips). */
  children: ReactNode;
}

/**
 * The one frame of a form field: the label, the input, then its hint and its error. The hint stays
 * while an error shows: an error such as "format is incorrect" is read together with the rule.
 */
export function FieldFrame({
  inputId,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: FrameProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional && <span className="field__optional"> ({t('common.optional')})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
