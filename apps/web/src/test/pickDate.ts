import { fireEvent } from '@testing-library/react';

/**
 * Picks a date in an `<input type="date">` as the browser's picker does: the box's value changes,
 * then `input` and `change` fire, in that order.
 */
export function pickDate(input: HTMLElement, isoDate: string): void {
  fireEvent.input(input, { target: { value: isoDate } });
  fireEvent.change(input);
}
