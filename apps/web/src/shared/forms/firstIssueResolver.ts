import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the values against a zod `schema` and gives each field its
 * first issue (the message is a text key the form's fields translate). `issueMessage` names the key
 * of an issue whose rule named none, such as a contract length cap the input's own limit keeps the
 * player from reaching. The values are handed back as typed, so a screen sends what the player typed.
 */
export function firstIssueResolver<V extends FieldValues>(
  schema: z.ZodType,
  issueMessage?: (issue: { code: string }) => string,
): Resolver<V> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, issueMessage ? { error: issueMessage } : undefined);
    if (result.success) return { values, errors: {} };
    const first: Record<string, FieldError> = {};
    for (const issue of result.error.issues)
      first[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(first, options) };
  };
}
