/**
 * The audit screen's filters as the API's query: blank fields are left out, and the dates an
 * operator picks (whole local days, the end day included) become the API's instants (`from`
 * inclusive, `to` exclusive: the start of the day after).
 */
import type { Query } from '../api/client.ts';

export interface AuditFilterForm {
  readonly operator: string;
  readonly action: string;
  readonly target: string;
  /** yyyy-mm-dd from a date field, or empty. */
  readonly fromDate: string;
  readonly toDate: string;
}

export const EMPTY_FILTER: AuditFilterForm = {
  operator: '',
  action: '',
  target: '',
  fromDate: '',
  toDate: '',
};

/** Midnight at the start of a yyyy-mm-dd day in the browser's time zone, plus `days`. */
function localDayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  const [, year, month, date] = match;
  return new Date(Number(year), Number(month) - 1, Number(date) + days).toISOString();
}

export function auditFilterQuery(form: AuditFilterForm): Query {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    operator: text(form.operator),
    action: text(form.action),
    target: text(form.target),
    from: localDayStart(form.fromDate),
    to: localDayStart(form.toDate, 1),
  };
}

/** The end day must not come before the start day. */
export function datesInOrder(form: AuditFilterForm): boolean {
  return form.fromDate === '' || form.toDate === '' || form.fromDate <= form.toDate;
}

export function auditPageQuery(form: AuditFilterForm, pageIndex: number, pageSize: number): Query {
  return { ...auditFilterQuery(form), pageNo: pageIndex + 1, pageSize };
}
