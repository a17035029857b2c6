import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '../../i18n/language.ts';
import { SegmentedChoice } from './SegmentedChoice.tsx';

type Period = 'DAY' | 'WEEK' | 'MONTH';

const LABELS = {
  EN: { group: 'Period', DAY: '24 hours', WEEK: '7 days', MONTH: '30 days' },
  UR: { group: 'مدت', DAY: '24 گھنٹے', WEEK: '7 دن', MONTH: '30 دن' },
} as const;

/** The choice as a screen holds it: the chosen value in state, the group named by its own words. */
function Periods({ language, first }: { language: 'EN' | 'UR'; first: Period }): ReactElement {
  const [period, setPeriod] = useState<Period>(first);
  const words = LABELS[language];
  return (
    <>
      <button type="button">Before</button>
      <SegmentedChoice
        label={words.group}
        options={(['DAY', 'WEEK', 'MONTH'] as const).map((value) => ({ value, label: words[value] }))}
        value={period}
        onChange={setPeriod}
      />
      <p>chosen: {period}</p>
    </>
  );
}

function checked(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent ?? '');
}

/** Presses each key in turn; after each, the option named is the one focused and the only one chosen. */
async function walk(steps: readonly (readonly [key: string, option: string])[]): Promise<void> {
  for (const [key, option] of steps) {
    await userEvent.keyboard(`{${key}}`);
    expect(screen.getByRole('radio', { name: option }), key).toHaveFocus();
    expect(checked(), key).toEqual([option]);
  }
}

afterEach(() => applyDocumentLanguage('EN'));

describe('SegmentedChoice', () => {
  it('is one named radio group in which only the chosen option is reached with Tab', async () => {
    applyDocumentLanguage('EN');
    render(<Periods language="EN" first="WEEK" />);
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(group).toBeVisible();
    expect(checked()).toEqual(['7 days']);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveFocus();
    // One Tab stop for the whole group: the next Tab leaves it.
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves and chooses with the arrow keys in English, wrapping round, and Home and End', async () => {
    applyDocumentLanguage('EN');
    render(<Periods language="EN" first="DAY" />);
    await userEvent.click(screen.getByRole('radio', { name: '24 hours' }));
    await walk([
      ['ArrowRight', '7 days'],
      ['ArrowDown', '30 days'],
      // From the last, Right wraps round to the first, and Left back.
      ['ArrowRight', '24 hours'],
      ['ArrowLeft', '30 days'],
      ['ArrowUp', '7 days'],
      ['Home', '24 hours'],
      ['End', '30 days'],
    ]);
    expect(screen.getByText('chosen: MONTH')).toBeVisible();
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: '24 hours' })).toHaveAttribute('tabindex', '-1');
  });

  it('mirrors the left and right arrows in Urdu, where the row reads from the right', async () => {
    applyDocumentLanguage('UR');
    render(<Periods language="UR" first="DAY" />);
    expect(screen.getByRole('radiogroup', { name: 'مدت' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '24 گھنٹے' })).toHaveFocus();
    await walk([
      // Left goes on to the option drawn to the left of it: the next one.
      ['ArrowLeft', '7 دن'],
      ['ArrowRight', '24 گھنٹے'],
      // From the first, Right wraps round to the last.
      ['ArrowRight', '30 دن'],
      // Up and Down keep their order.
      ['ArrowDown', '24 گھنٹے'],
      ['ArrowUp', '30 دن'],
      ['Home', '24 گھنٹے'],
    ]);
  });

  it('chooses the option tapped, and leaves the page alone for other keys', async () => {
    applyDocumentLanguage('EN');
    render(<Periods language="EN" first="DAY" />);
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(checked()).toEqual(['30 days']);
    await userEvent.keyboard('a');
    expect(checked()).toEqual(['30 days']);
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
  });
});
