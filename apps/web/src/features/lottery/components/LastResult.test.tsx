import type { LotteryIssue, LotteryNearValue } from '@openlobby/contract/client';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import '../i18n/texts.ts';
import { LastResult } from './LastResult.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => switchLanguage('EN', { persist: false }));

const issue = (numero: string, numbers: number[] | null): LotteryIssue => ({
  gameCode: '1-minute-28',
  numero,
  status: numbers === null ? 'closed' : 'settled',
  opensAt: '2026-11-23T07:00:00Z',
  closesAt: '2026-11-23T07:00:55Z',
  drawsAt: '2026-11-23T07:01:00Z',
  seedHash: 'a'.repeat(64),
  seed: numbers === null ? null : 'b'.repeat(64),
  numbers,
  drawnAt: numbers === null ? null : '2026-11-23T07:01:00Z',
});
const near = (previous: LotteryIssue[]): LotteryNearValue => ({
  serverTime: '2026-11-23T07:01:02Z',
  previous,
  current: null,
  next: [],
});

describe('LastResult', () => {
  it('shows the newest drawn numbers', () => {
    render(<LastResult near={near([issue('202611230422', [7, 0, 3]), issue('202611230421', [1, 2, 3])])} />);
    expect(screen.getByRole('img', { name: 'Issue 202611230422: 7 0 3' })).toBeInTheDocument();
    expect(screen.queryByText('Drawing…')).toBeNull();
  });

  it('never guesses a result: a closed issue without numbers says it is drawing beside the older draw', () => {
    render(<LastResult near={near([issue('202611230423', null), issue('202611230422', [7, 0, 3])])} />);
    expect(screen.getByRole('img', { name: 'Issue 202611230422: 7 0 3' })).toBeInTheDocument();
    expect(screen.getByText('Drawing…')).toBeInTheDocument();
  });

  it('says so when a lottery has no draw yet', () => {
    render(<LastResult near={near([])} />);
    expect(screen.getByText('No draw yet')).toBeInTheDocument();
  });

  it('leaves "Drawing…" to the card when its countdown already says it', () => {
    render(<LastResult near={near([issue('202611230423', null)])} showDrawing={false} />);
    expect(screen.getByRole('definition')).toHaveTextContent('No draw yet');
    expect(screen.queryByText('Drawing…')).toBeNull();
  });

  // The label, its value and the drawing state once ran together as "Last result No draw yet
  // Drawing…": the value is the label's definition, and the state stands apart from both.
  it.each([
    ['EN', 'Last result', 'No draw yet', 'Drawing…'],
    ['UR', 'آخری نتیجہ', 'ابھی کوئی قرعہ اندازی نہیں', 'قرعہ اندازی جاری…'],
  ] as const)(
    'keeps the label, the value and the drawing state apart (%s)',
    async (language, label, value, state) => {
      await switchLanguage(language, { persist: false });
      render(<LastResult near={near([issue('202611230423', null)])} />);
      const result = screen.getByRole('definition');
      expect(screen.getByRole('term')).toHaveTextContent(label);
      expect(result).toHaveTextContent(value);
      expect(within(result).queryByText(state)).toBeNull();
      const drawing = screen.getByText(state);
      expect(drawing.closest('dl')).toBeNull();
      expect(drawing.tagName).toBe('P');
    },
  );
});
