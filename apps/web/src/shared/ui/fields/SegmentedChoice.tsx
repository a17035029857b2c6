import { type KeyboardEvent, type ReactElement, useRef } from 'react';
import './segmentedChoice.css';

/** One option of a segmented choice: the value it stands for and the words on it. */
export interface SegmentedOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** The group's name: its own words, or the id of the heading or label that already says them. */
type GroupName =
  | { readonly label: string; readonly labelledBy?: never }
  | { readonly labelledBy: string; readonly label?: never };

type Props<T extends string> = GroupName & {
  readonly options: readonly SegmentedOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
};

/** Where each key moves from the option at `index` of `count`, or null for keys it leaves alone. */
function target(key: string, index: number, count: number, rightToLeft: boolean): number | null {
  const next = (index + 1) % count;
  const previous = (index - 1 + count) % count;
  switch (key) {
    case 'ArrowDown':
      return next;
    case 'ArrowUp':
      return previous;
    // The row reads from the right in Urdu: the right arrow goes back, the left one on.
    case 'ArrowRight':
      return rightToLeft ? previous : next;
    case 'ArrowLeft':
      return rightToLeft ? next : previous;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Pick one of a few short options (a period, a duration, a kind of document), all in sight: a
 * radio group as WAI-ARIA's pattern has it. Only the chosen option is in the tab order; the arrow
 * keys move to the next or previous option and choose it (wrapping round, the horizontal ones
 * mirrored right to left), Home and End go to the first and last. The options wrap onto more rows
 * on a narrow phone instead of widening the page, and each is at least 44 px tall.
 */
export function SegmentedChoice<T extends string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
}: Props<T>): ReactElement {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((option) => option.value === value);
  // With nothing chosen yet, the first option takes the group's place in the tab order.
  const tabbable = chosen === -1 ? 0 : chosen;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const to = target(event.key, index, options.length, rightToLeft);
    const option = to === null ? undefined : options[to];
    if (to === null || option === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  return (
    <div className="segmented-choice" role="radiogroup" aria-label={label} aria-labelledby={labelledBy}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={index === tabbable ? 0 : -1}
          className="segmented-choice__option"
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
