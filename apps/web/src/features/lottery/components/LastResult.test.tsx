import type { LotteryIssue, LotteryNearValue } from '@openlobby/contract/client';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import '../i18n/texts.ts';
import { LastResult } from './LastResult.tsx';

beforeAll(() => initI18n('EN'));

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
});
