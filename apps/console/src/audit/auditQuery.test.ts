import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, auditFilterQuery, auditPageQuery, datesInOrder } from './auditQuery.ts';

describe('the audit filters as the API query', () => {
  it('leaves blank fields out and trims the rest', () => {
    expect(auditFilterQuery({ ...EMPTY_FILTER, operator: '  admin ', action: ' ' })).toEqual({
      operator: 'admin',
      action: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('covers whole local days, the end day included: `to` is the start of the next day', () => {
    const query = auditFilterQuery({ ...EMPTY_FILTER, fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 3, 1).toISOString());
    expect(auditFilterQuery({ ...EMPTY_FILTER, fromDate: 'not-a-date' }).from).toBeUndefined();
  });

  it('asks the server for the page shown (pages count from 1 on the server)', () => {
    expect(auditPageQuery(EMPTY_FILTER, 2, 50)).toMatchObject({ pageNo: 3, pageSize: 50 });
  });

  it('refuses an end day before the start day', () => {
    expect(datesInOrder({ ...EMPTY_FILTER, fromDate: '2026-03-02', toDate: '2026-03-01' })).toBe(false);
    expect(datesInOrder({ ...EMPTY_FILTER, fromDate: '2026-03-02', toDate: '2026-03-02' })).toBe(true);
    expect(datesInOrder({ ...EMPTY_FILTER, fromDate: '2026-03-02' })).toBe(true);
  });
});
