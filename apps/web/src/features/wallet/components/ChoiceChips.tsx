import { type ReactElement, type ReactNode, useId } from 'react';

interface Option<V extends string> {
  value: V;
  label: string;
  /** A second, smaller line (a channel's limits, a card's masked number). */
  sub?: ReactNode;
}

interface Props<V extends string> {
  legend: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Shows the legend to sighted players too (filters name themselves by their options). */
  showLegend?: boolean;
}

/**
 * A single choice as chips (date ranges, status and type filters, tabs of a record). Native radios
 * under the chip look, so arrow keys, names and the checked state work without extra code.
 */
export function ChoiceChips<V extends string>({
  legend,
  options,
  value,
  onChange,
  showLegend = false,
}: Props<V>): ReactElement {
  const name = useId();
  return (
    <fieldset className="chip-group">
      <legend className={showLegend ? 'chip-group__legend' : 'visually-hidden'}>{legend}</legend>
      <div className="chips">
        {options.map((option) => (
          <label key={option.value} className="chip" data-checked={option.value === value}>
            <input
              type="radio"
              className="chip__radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.sub === undefined ? (
              option.label
            ) : (
              <>
                <span>{option.label}</span>
                <span className="chip__sub">{option.sub}</span>
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
