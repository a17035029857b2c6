/**
 * What a console search asks the database for: the search text turned into the stored form of the
 * chosen field (lowercased names and e-mails, a mobile number with its +), and a prefix as the
 * range [prefix, next) of one indexed column. Text that cannot be such a value is refused with
 * MEMBER_SEARCH_INVALID instead of scanning for nothing.
 */
import type { MemberSearchField } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';

export type SearchTerm =
  | { readonly kind: 'id'; readonly id: number }
  | { readonly kind: 'prefix'; readonly column: PrefixColumn; readonly range: PrefixRange }
  | { readonly kind: 'address'; readonly range: PrefixRange };

export type PrefixColumn = 'username_lower' | 'mobile' | 'email_lower' | 'own_affiliate_code';

/** Every text starting with `from` sorts at or after it and before `below`, in code-point order. */
export interface PrefixRange {
  readonly from: string;
  readonly below: string;
}

const invalid = () => new ApiError('MEMBER_SEARCH_INVALID', { field: 'q' });

/**
 * The smallest text after every text that starts with `prefix`: its last character moved one code
 * point on (past the surrogate block, which no stored text holds).
 */
export function prefixRange(prefix: string): PrefixRange {
  const points = [...prefix];
  const last = points.pop();
  if (last === undefined) throw invalid();
  const code = last.codePointAt(0) ?? 0;
  if (code >= 0x10ffff) throw invalid();
  const next = code + 1 === 0xd800 ? 0xe000 : code + 1;
  return { from: prefix, below: `${points.join('')}${String.fromCodePoint(next)}` };
}

export function searchTerm(by: MemberSearchField, text: string): SearchTerm {
  switch (by) {
    case 'id': {
      if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) throw invalid();
      return { kind: 'id', id: Number(text) };
    }
    case 'mobile': {
      const digits = text.replace(/[\s()-]/g, '');
      if (!/^\+?\d{1,20}$/.test(digits)) throw invalid();
      return {
        kind: 'prefix',
        column: 'mobile',
        range: prefixRange(digits.startsWith('+') ? digits : `+${digits}`),
      };
    }
    case 'ip': {
      if (!/^[0-9A-Fa-f.:]{1,64}$/.test(text)) throw invalid();
      return { kind: 'address', range: prefixRange(text.toLowerCase()) };
    }
    case 'username':
      return { kind: 'prefix', column: 'username_lower', range: prefixRange(text.toLowerCase()) };
    case 'email':
      return { kind: 'prefix', column: 'email_lower', range: prefixRange(text.toLowerCase()) };
    case 'invitationCode':
      return { kind: 'prefix', column: 'own_affiliate_code', range: prefixRange(text) };
  }
}
